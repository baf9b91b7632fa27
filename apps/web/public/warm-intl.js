// Started by boot.js as a worker, named for the page's language. The first Intl formatter made
// in a page loads the browser's locale data (ICU), ~40 ms of a desktop's main thread and several
// times that on a phone; that data is shared by the page's threads, so made here first, on
// another core, the app's formatters are ready at once.
var language = self.name || 'en';
try {
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  new Intl.PluralRules(language).select(1);
} finally {
  close();
}
