/**
 * The boundaries `npm run lint` keeps (eslint.config.mjs), shown on fixtures linted with the
 * repository's own configuration as if they were files of the app: a feature reaching into
 * another feature's files fails, its index passes; so do climbing imports and a component
 * calling a data function.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The messages ESLint gives `code` as the file at `filePath` (relative to the repository). */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const CANVAS_PAGE = 'web/src/features/canvases/components/canvas-page.tsx';

// Linting loads the whole configuration (type-aware import resolution): seconds, not millis.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it("fails a feature that imports another feature's files", async () => {
    const messages = await lint(
      CANVAS_PAGE,
      "import { useMembersById } from '@/features/workspaces/api/use-members-by-id';\n" +
        'export const names = useMembersById;\n',
    );
    expect(messages).toEqual([
      'boundaries/dependencies: Import another feature through its index.ts (its public surface), not its files.',
    ]);
  });

  it("passes the same import through the feature's index", async () => {
    const messages = await lint(
      CANVAS_PAGE,
      "import { useMembersById } from '@/features/workspaces';\nexport const names = useMembersById;\n",
    );
    expect(messages).toEqual([]);
  });

  it('fails an import that climbs out of its folder, and app code reaching into a feature', async () => {
    expect(
      await lint(
        CANVAS_PAGE,
        "import { useSession } from '../../auth/auth-provider';\nexport const s = useSession;\n",
      ),
    ).toEqual([
      "no-restricted-imports: '../../auth/auth-provider' import is restricted from being used by a pattern. Import through the '@/' alias instead of climbing out of the folder.",
      'boundaries/dependencies: Import another feature through its index.ts (its public surface), not its files.',
    ]);
    expect(
      await lint(
        'web/src/app/routes/canvases.tsx',
        "import { CanvasEditor } from '@/features/canvases/components/canvas-editor';\nexport const e = CanvasEditor;\n",
      ),
    ).toHaveLength(1);
  });

  it('fails shared code that imports a feature, and a component that imports a data function', async () => {
    expect(
      // A lib file no feature imports (else the import cycle rule fires too).
      await lint(
        'web/src/lib/unused-by-features.ts',
        "import { useWorkspace } from '@/features/workspaces';\nexport const w = useWorkspace;\n",
      ),
    ).toEqual([
      'boundaries/dependencies: Shared code (components, config, lib) depends on no feature and no app code.',
    ]);
    expect(
      await lint(
        CANVAS_PAGE,
        "import { deleteCanvas } from '../api/canvases';\nexport const d = deleteCanvas;\n",
      ),
    ).toEqual([
      "no-restricted-imports: '../api/canvases' import is restricted from being used by a pattern. Components read hooks (api/use-*.ts); data functions stay in api/.",
    ]);
  });
});
