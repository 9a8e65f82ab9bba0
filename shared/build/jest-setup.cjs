require('@testing-library/jest-dom');

// A whole page's first render (the watch page with its player) can take over a second on a busy
// two-core CI machine while the linter runs beside the tests; findBy* and waitFor wait up to five
// before they give up, instead of Testing Library's default of one.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
