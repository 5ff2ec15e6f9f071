/** Problems with a list's query (filters, pages, sort), named in a 400's issues. */
export const frListQuery = {
  listQuery: {
    oneId: 'Doit être un seul identifiant',
    ids: "Doit être une liste d'identifiants",
    oneOf: "Doit être l'une des valeurs {{allowed}}",
    names: 'Doit être une liste de noms',
    boolean: 'Doit être vrai ou faux',
    adminOverride: 'Les listes du personnel doivent porter AdminOverride',
    idsOrNames: "Doit être une liste d'identifiants ou de noms",
    unknownFilter: 'Filtre inconnu',
    pageTooFar: 'Cette page est trop loin',
    pageSize: 'Doit être de 1 à {{max}}',
    pageSizeOrAll: 'Doit être -1 (tout) ou de 1 à {{max}}',
    unknownSort: 'Impossible de trier selon ce champ',
  },
};
