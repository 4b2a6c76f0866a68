import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0mealbox-mui-no-vars:';

/** Whether a module is one of this plugin's copies of MUI's modules (they belong with MUI's). */
export const isMuiThemeCopy = (id: string) => id.startsWith(PREFIX);
const muiStyles =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.mjs$/;
const NO_VARS_ONLY =
  'This build has MUI themes without CSS variables (apps/web/mui-theme-no-vars.ts): a theme with `cssVariables` or `colorSchemes` needs that plugin removed.';

/** The two modules' replacements, importing MUI's plain versions from its own folder. */
function replacement(name: string, stylesDir: string): string {
  const file = (base: string) => JSON.stringify(join(stylesDir, base));
  if (name === 'createTheme') {
    return `import createThemeNoVars from ${file('createThemeNoVars.mjs')};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error(${JSON.stringify(NO_VARS_ONLY)});
  return createThemeNoVars(options, ...args);
}
`;
  }
  return `import { useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import ThemeProviderNoVars from ${file('ThemeProviderNoVars.mjs')};
import THEME_ID from ${file('identifier.mjs')};
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) return null;
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  if (!noVarsTheme) throw new Error(${JSON.stringify(NO_VARS_ONLY)});
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;
}

/**
 * The store's theme uses no CSS variables (neither `cssVariables` nor `colorSchemes`), so MUI's
 * `createTheme` always takes its plain path and its `ThemeProvider` always renders the plain
 * provider. Both modules still import the CSS-variables versions (createThemeWithVars,
 * CssVarsProvider, the color-scheme script), which every page loaded for nothing. This plugin
 * resolves those two MUI modules to copies without that branch, which throw if a theme ever asks
 * for CSS variables. Should MUI rename its files, this matches nothing and the pages are larger
 * again, which `npm run check:bundle` reports.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  const stylesDir = dirname(createRequire(import.meta.url).resolve('@mui/material/styles'));
  return {
    name: 'mealbox-mui-theme-without-css-variables',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/createTheme|ThemeProvider/.test(source) || importer?.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const name = resolved && muiStyles.exec(resolved.id)?.[1];
      return name ? `${PREFIX}${name}` : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? replacement(id.slice(PREFIX.length), stylesDir) : null;
    },
  };
}
