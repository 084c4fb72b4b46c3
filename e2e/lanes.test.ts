import { describe, expect, it } from 'vitest';
import { laneOf, specsOf } from './lanes';

describe('e2e lanes', () => {
  it('puts a spec by what it calls: a chat restart or a new app version alone, the demo accounts shared, else own', () => {
    expect(laneOf("await restartChatEmulator(stack);\nsignIn(browser, demoLogin('alice'))")).toBe(
      'alone',
    );
    expect(laneOf("const restore = publishNewAppVersion('v2');")).toBe('alone');
    expect(laneOf("const alice = demoLogin('alice');")).toBe('shared');
    expect(laneOf('const team = await seedTeam();')).toBe('own');
    // A word that only contains the name is not a call.
    expect(laneOf('const myDemoLogin = 1;')).toBe('own');
  });

  it('gives every spec of the suite exactly one lane', () => {
    const lanes = [specsOf('shared'), specsOf('own'), specsOf('alone')];
    const all = lanes.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(specsOf('alone')).toEqual(['tests/app-update.spec.ts', 'tests/chat-restart.spec.ts']);
    expect(specsOf('shared')).toContain('tests/chat-compose.spec.ts');
    expect(specsOf('own')).toContain('tests/canvases.spec.ts');
  });
});
