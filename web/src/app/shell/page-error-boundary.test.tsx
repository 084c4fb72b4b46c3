import { render, screen } from '@testing-library/react';
import { PageErrorBoundary } from './page-error-boundary';
import { isChunkLoadError } from './page-load-failure';

const missingChunk = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1:15000/assets/canvas-page-1a2b3c4d.js',
  );

function Failing({ error }: { error: Error }): never {
  throw error;
}

function renderAt(resetKey: string, error: Error | null) {
  return (
    <PageErrorBoundary resetKey={resetKey}>
      {error ? <Failing error={error} /> : <h1>Projects</h1>}
    </PageErrorBoundary>
  );
}

describe('PageErrorBoundary', () => {
  beforeEach(() => {
    // React reports every error a boundary catches.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says a page is not available offline, in plain words, with a retry', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    render(renderAt('/w/ws/canvases', missingChunk()));
    expect(
      screen.getByRole('heading', { name: 'This page is not available offline' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('It opens once you are back online.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
  });

  it('starts afresh on another page', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { rerender } = render(renderAt('/w/ws/canvases', missingChunk()));
    rerender(renderAt('/w/ws/projects', null));
    expect(screen.getByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  });

  it('tells a missing page online from a page that broke', () => {
    render(renderAt('/a', missingChunk()));
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    render(renderAt('/b', new Error('x is undefined')));
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeVisible();
  });
});

describe('isChunkLoadError', () => {
  it("knows each browser's words for a failed import, and Vite's for its styles", () => {
    expect(isChunkLoadError(missingChunk())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
  });
});
