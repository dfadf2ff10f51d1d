/** True only in bundles built with the demo backend (`npm start` without API_BASE, `npm run preview`). */
declare const __DEMO__: boolean;
