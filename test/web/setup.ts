import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The first render of the whole app (MUI styles, react-admin) can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; MUI and the sidebar collapse ask it. Tests see a wide screen unless they
// replace it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  localStorage.clear();
});

// jsdom does not scroll; react-admin scrolls to the top after navigation.
window.scrollTo = () => undefined;
