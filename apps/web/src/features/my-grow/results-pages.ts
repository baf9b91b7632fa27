import { i18n } from '../../shared/i18n';

// The grow report, the comparison and the shared report: one lazy part for the three
// (./results-pages-code.tsx), loaded in two steps (app/routes.tsx). The route table, in the first load, imports only `load`; the list
// of chunks to preload with the pages (~60) and their texts' namespaces are then in this
// module's chunk, not the first load, which is at its budget (the lists cost it 0.2 kB gzip).
export const load = () =>
  Promise.all([
    import('./results-pages-code'),
    i18n.loadNamespaces(['my-grow', 'results', 'validation']),
  ]).then(([pages]) => pages);
