import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Where the build writes the manifest, in dist/ (a dot folder: the server does not serve it). */
const PARTS_MANIFEST_FILE = '.vite/parts.json';

/** `lazyPage(() => import('./module'), 'Name'` (src/shared/lazy-page.ts), type arguments too. */
const LAZY_PART =
  /\blazyPage\s*(?:<[^>]*>)?\s*\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*,\s*(['"])(\w+)\3/g;

/** The lazy parts a module declares: their names and what they import. */
export function findLazyParts(code: string): Array<{ name: string; specifier: string }> {
  return [...code.matchAll(LAZY_PART)].map((match) => ({
    specifier: match[2] ?? '',
    name: match[4] ?? '',
  }));
}

/**
 * A chunk's file and the files of every chunk it imports statically, each after the chunks it
 * imports: evaluated in this order, each chunk's own code runs on its own (src/app/main.tsx).
 */
export function chunkFiles(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (current: OutputChunk) => {
    if (seen.has(current.fileName)) return;
    seen.add(current.fileName);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
    files.push(current.fileName);
  };
  visit(chunk);
  return files;
}

/**
 * Writes, for every lazy part by name, the chunks it needs: the server names them in a page it
 * sends rendered (`<link rel="modulepreload">`, see src/app/render-page.tsx). The browser then
 * fetches a page's code with its HTML, instead of after the entry has run, and Vite's preload
 * helper finds the links in place rather than adding one element per chunk while the page
 * hydrates (~1 ms each on a phone).
 */
export function partsManifest(): Plugin {
  const modulesByPart = new Map<string, Set<string>>();
  return {
    name: 'maryjane:parts-manifest',
    apply: 'build',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lazyPage')) return null;
      for (const { name, specifier } of findLazyParts(code)) {
        const resolved = await this.resolve(specifier, id);
        if (!resolved) continue;
        const modules = modulesByPart.get(name) ?? new Set<string>();
        modules.add(resolved.id);
        modulesByPart.set(name, modules);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is OutputChunk => file.type === 'chunk',
      );
      const chunkOf = (moduleId: string) =>
        chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
        chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
      const manifest: Record<string, string[]> = {};
      for (const [name, modules] of [...modulesByPart].sort(([a], [b]) => a.localeCompare(b))) {
        const files = new Set<string>();
        for (const moduleId of modules) {
          const chunk = chunkOf(moduleId);
          if (!chunk) throw new Error(`lazy part ${name}: no chunk holds ${moduleId}`);
          for (const file of chunkFiles(bundle, chunk)) files.add(file);
        }
        manifest[name] = [...files];
      }
      this.emitFile({
        type: 'asset',
        fileName: PARTS_MANIFEST_FILE,
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}
