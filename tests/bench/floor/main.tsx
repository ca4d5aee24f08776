/**
 * The floor of `npm run bench`: the barest page of this stack (Vite, React, TanStack Router), with
 * a heading and a paragraph rendered by the router like the app's hero. Lighthouse measures it in
 * the same run as the app, so each figure of the app is also a ratio to what the stack costs anyway.
 */
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const rootRoute = createRootRoute({
  component: () => (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '1.5rem', fontFamily: 'system-ui, sans-serif' }}>
      <Outlet />
    </main>
  ),
})

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => (
    <>
      <h1>Préstamos en línea, claros desde el principio</h1>
      <p>
        Pide desde $1000 hasta $10000 y paga en tu próxima quincena. Ves el total a pagar antes de firmar y el dinero llega a tu
        cuenta por SPEI.
      </p>
    </>
  ),
})

const router = createRouter({ routeTree: rootRoute.addChildren([homeRoute]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
