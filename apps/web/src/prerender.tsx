// Built with `vite build --ssr` and run by scripts/prerender.mjs after the client build: renders a page to HTML as a
// visitor without a session sees it in English, so the browser paints it before any script has run.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { Providers, createQueryClient } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import { createAuthStore } from './lib/auth-store.ts';
import { initI18n } from './lib/i18n.ts';

export async function renderPage(pathname: string): Promise<string> {
  initI18n('en');
  const store = createAuthStore(undefined, async () => null);
  const handler = createStaticHandler(createRoutes(store, () => null));
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <Providers store={store} queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}
