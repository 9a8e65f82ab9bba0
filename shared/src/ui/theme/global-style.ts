import { createGlobalStyle } from 'styled-components';

// The toastify variables: react-toastify's toasts in the site's font (their colours are set in
// the page's head, with the colour schemes: shared/build/theme-head.cjs). Comments stay outside
// the CSS, which every first visit downloads as written. \`body:has(dialog:modal)\`: the page behind
// a modal dialog is inert but would still scroll under the wheel.
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  :root {
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-z-index: ${({ theme }) => theme.zIndices.toast};
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  body:has(dialog:modal) {
    overflow: hidden;
  }

  h1, h2, h3, h4, p, figure, blockquote {
    margin: 0;
  }

  img, video, svg {
    display: block;
    max-width: 100%;
  }

  button, input, textarea, select {
    font: inherit;
    color: inherit;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
