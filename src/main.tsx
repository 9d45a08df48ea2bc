import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { whenFirstPainted } from './common/firstPaint';
import { loadConfig } from './providers/config';
import { createProviders } from './providers/createProviders';
import { prefetchFirstScreen, rememberFirstScreenReads } from './providers/firstScreen';
import { createI18nProvider, prefetchStartDictionary } from './providers/i18nProvider';
import { installFewerQueryTimers } from './providers/queryTimers';
import { preloadScreen } from './resources/areas';

installFewerQueryTimers();

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first screen's chunk and the dictionary load alongside the configuration; when the chunk has
// come by the time the app shows it, that screen renders at once (lazyScreen.tsx) instead of suspending.
void preloadScreen(window.location.pathname);
prefetchStartDictionary();
const i18nProvider = createI18nProvider();

// The app renders once the configuration and the dictionary are there, with the first screen's reads
// begun: the whole first screen in one pass, as a transition, which React renders in slices of a
// few ms — the page stays responsive while it builds (docs/decisions.md "The first screen renders in
// one pass").
loadConfig()
  .then(async (config) => {
    const providers = createProviders(config);
    prefetchFirstScreen({ ...providers, search: window.location.search }, window.location.pathname);
    rememberFirstScreenReads(providers.store);
    // The areas' calls, which no first screen makes before its paint, come once it has been painted.
    whenFirstPainted(() => void providers.dataProvider.preloadAreas());
    const translations = await i18nProvider;
    startTransition(() =>
      root.render(
        <StrictMode>
          <App
            {...providers}
            i18nProvider={translations}
            requiredPermission={config.auth.requiredPermission}
            mapTileUrl={config.mapTileUrl}
          />
        </StrictMode>,
      ),
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    // Without configuration the translations may be unreachable too, hence one fixed bilingual text.
    root.render(<p role="alert">Club Beheer kan niet starten. Club Beheer cannot start.</p>);
  });
