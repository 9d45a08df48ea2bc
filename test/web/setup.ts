import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// The first render of the whole app (MUI styles, react-admin) can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; MUI and the sidebar collapse ask it. Since jsdom 27 its CSS does apply @media
// rules, against a fixed viewport of 1024 × 768 px (window.innerWidth), which tests cannot widen. So
// matchMedia answers by that same viewport, through jsdom's own media query evaluation: what JavaScript
// lays out (useMediaQuery: the table from md = 900 px up) and what CSS shows (columns and asides only
// from lg = 1200 px up stay hidden) are the one screen a user of a 1024 px wide window sees. Tests of
// another width replace matchMedia.
const mediaMatches = (query: string) => {
  const style = document.createElement('style');
  document.head.append(style);
  try {
    const sheet = style.sheet as CSSStyleSheet;
    sheet.insertRule(`@media ${query} {}`);
    // CSSMediaRule.matches (CSS Conditional 3) is newer than TypeScript's DOM types.
    return (sheet.cssRules[0] as CSSMediaRule & { readonly matches: boolean }).matches;
  } catch {
    return false; // a query the browser cannot parse matches nothing
  } finally {
    style.remove();
  }
};

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: mediaMatches(query),
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
