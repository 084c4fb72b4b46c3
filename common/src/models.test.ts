import { describe, expect, it } from 'vitest';
import { defaultWorkspaceName } from './models';

describe('defaultWorkspaceName', () => {
  it("uses the display name with a possessive 'Workspace' suffix", () => {
    expect(defaultWorkspaceName('Alice Example', 'a@x.test')).toBe("Alice Example's Workspace");
  });

  it("falls back to the email's local part", () => {
    expect(defaultWorkspaceName('  ', 'sam.lee@x.test')).toBe("sam.lee's Workspace");
    expect(defaultWorkspaceName(null, 'sam@x.test')).toBe("sam's Workspace");
  });
});
