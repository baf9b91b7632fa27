// Mantine's PostCSS preset (rem(), light-dark(), mixins) plus breakpoint variables for CSS modules.
// The values mirror `breakpoints` and OVERLAY_NAV_BREAKPOINT_PX of @maryjane/contract/constants
// (a unit test keeps them in sync; this file is CommonJS and cannot import TypeScript).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '0em',
        'mantine-breakpoint-sm': '37.5em',
        'mantine-breakpoint-md': '60em',
        'mantine-breakpoint-lg': '80em',
        'mantine-breakpoint-xl': '120em',
        'mantine-breakpoint-overlay-nav': '61em',
      },
    },
  },
};
