import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { type AppConfig, loadConfig } from './providers/config';
import { createProviders } from './providers/createProviders';
import { prefetchStartDictionary, useI18nProvider } from './providers/i18nProvider';
import { installFewerQueryTimers } from './providers/queryTimers';
import { preloadScreen } from './resources/areas';

/** Builds the providers once and renders the app as soon as the first dictionaries are loaded. */
const Root = ({ config }: { config: AppConfig }) => {
  const [providers] = useState(() => createProviders(config));
  const i18nProvider = useI18nProvider();
  if (!i18nProvider) return null;
  return (
    <App
      {...providers}
      i18nProvider={i18nProvider}
      requiredPermission={config.auth.requiredPermission}
      mapTileUrl={config.mapTileUrl}
    />
  );
};

installFewerQueryTimers();

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first screen's chunk and the dictionary load alongside the configuration; when the chunk has
// come by the time the app shows it, that screen renders at once (lazyScreen.tsx) instead of suspending.
void preloadScreen(window.location.pathname);
prefetchStartDictionary();

loadConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <Root config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.error(error);
    // Without configuration the translations may be unreachable too, hence one fixed bilingual text.
    root.render(<p role="alert">Club Beheer kan niet starten. Club Beheer cannot start.</p>);
  },
);
