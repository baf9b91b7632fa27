import postcss, { type Container } from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's component classes: `m_` and seven or eight hex digits, set by each component's module. */
const MANTINE_CLASS = /\bm_[0-9a-f]{7,8}\b/g;

/**
 * Drops from the stylesheet the rules of Mantine components the app never uses. The app imports
 * Mantine's whole stylesheet (all components, 288 kB); a phone parses all of it and matches every
 * element against it before the first paint. A component's class names are in the JavaScript
 * that renders it, so a rule whose selectors name a Mantine class found in no chunk can match
 * nothing: it goes. Rules without Mantine classes (variables, resets, our CSS modules) stay.
 */
export function pruneMantineCss(): Plugin {
  return {
    name: 'maryjane:prune-mantine-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk')
          for (const name of file.code.match(MANTINE_CLASS) ?? []) used.add(name);
      }
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const source =
          typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
        file.source = pruneCss(source, used);
      }
    },
  };
}

/** The stylesheet without the selectors that name a Mantine class outside `used`. */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const matchesSomething = (selector: string) =>
    (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name));
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%, to) are not selectors.
    if (
      rule.parent?.type === 'atrule' &&
      /keyframes$/i.test((rule.parent as { name: string }).name)
    ) {
      return;
    }
    const kept = rule.selectors.filter(matchesSomething);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmpty(root);
  return root.toString();
}

/** At-rules (`@media`, `@layer`, `@supports`) left without content by the pruning. */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}
