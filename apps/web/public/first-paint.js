// Before a page painted from the server's HTML shows: it is in English, so a French reader's browser hides it.
try {
  if (window.localStorage.getItem('boardMatch.language') === 'fr') document.documentElement.lang = 'fr';
} catch {
  // no storage: English
}
