import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { useFocusHeadingOnRouteChange } from './route-focus';

function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(main);
  return (
    <>
      <nav>
        <Link to="/">Dashboard</Link>
        <Link to="/projects">Projects</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/form">Form</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading comes after its data. */
function SlowPage({ ready }: { ready: Promise<void> }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void ready.then(() => setLoaded(true)), [ready]);
  return loaded ? <h1>Slow page</h1> : <p>Loading…</p>;
}

function renderShell(ready: Promise<void> = Promise.resolve()) {
  const router = createMemoryRouter([
    {
      element: <Shell />,
      children: [
        { path: '/', element: <h1>Dashboard</h1> },
        { path: '/old', element: <Navigate to="/projects" replace /> },
        { path: '/projects', element: <h1>Projects</h1> },
        { path: '/slow', element: <SlowPage ready={ready} /> },
        {
          path: '/form',
          element: (
            <>
              <h1>Form</h1>
              <input aria-label="Name" autoFocus />
            </>
          ),
        },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusHeadingOnRouteChange', () => {
  it('leaves the first page alone, then focuses the heading of each page navigated to', async () => {
    renderShell();
    expect(document.body).toHaveFocus();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    const heading = screen.getByRole('heading', { name: 'Projects' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a redirect alone', async () => {
    const router = renderShell();
    await act(() => router.navigate('/old'));
    expect(router.state.location.pathname).toBe('/projects');
    expect(document.body).toHaveFocus();
  });

  it('waits for a heading that comes with the page’s data', async () => {
    let arrive = () => undefined as void;
    renderShell(new Promise<void>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Slow' }));
    expect(screen.getByRole('link', { name: 'Slow' })).toHaveFocus();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toHaveFocus();
  });

  it('keeps the focus a page gave itself', async () => {
    renderShell();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Form' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
