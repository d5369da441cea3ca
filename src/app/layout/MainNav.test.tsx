// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { MainNav } from './MainNav';

// No vitest globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

/** A bare router with the same paths as the app, so the nav's links resolve. */
function renderAt(path: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <MainNav />
        <Outlet />
      </>
    ),
  });
  const paths = ['/', '/transfers', '/transfers/$orderId', '/history', '/explorer', '/integrator'];
  const routes = paths.map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p>page {p}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

it('marks only the current section with aria-current="page"', async () => {
  renderAt('/history');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const current = within(nav).getByRole('link', { name: 'History' });
  expect(current).toHaveAttribute('aria-current', 'page');
  for (const name of ['Bridge', 'Transfers', 'Explorer', 'Integrator']) {
    expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
  }
});

it('keeps the section marked on its detail pages, and Bridge only on the home page', async () => {
  renderAt('/transfers/0xabc');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Transfers' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Bridge' })).not.toHaveAttribute('aria-current');
});

it('moves the mark when a link is followed', async () => {
  const user = userEvent.setup();
  renderAt('/');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Bridge' })).toHaveAttribute('aria-current', 'page');
  await user.click(within(nav).getByRole('link', { name: 'Explorer' }));
  expect(await screen.findByText('page /explorer')).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Explorer' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Bridge' })).not.toHaveAttribute('aria-current');
});

it('scrolls the list sideways to the current section when the links do not all fit', async () => {
  // jsdom lays nothing out: the list is a phone's width and Integrator sticks out past its end.
  const rect = (left: number, right: number) => ({ left, right }) as DOMRect;
  const boxes = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(function (this: HTMLElement) {
      if (this.tagName === 'UL') return rect(0, 358);
      return this.getAttribute('aria-current') === 'page' ? rect(330, 410) : rect(0, 0);
    });
  const scrollBy = vi.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  try {
    renderAt('/integrator');
    await screen.findByText('page /integrator');
    expect(scrollBy).toHaveBeenCalledWith({ left: 52 });
  } finally {
    boxes.mockRestore();
    delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
  }
});
