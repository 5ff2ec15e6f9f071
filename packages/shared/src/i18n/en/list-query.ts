/** Problems with a list's query (filters, pages, sort), named in a 400's issues. */
export const enListQuery = {
  listQuery: {
    oneId: 'Must be one id',
    ids: 'Must be a list of ids',
    oneOf: 'Must be one of {{allowed}}',
    names: 'Must be a list of names',
    boolean: 'Must be true or false',
    adminOverride: 'Staff lists must carry AdminOverride',
    idsOrNames: 'Must be a list of ids or names',
    unknownFilter: 'Unknown filter',
    pageTooFar: 'This page is too far',
    pageSize: 'Must be from 1 to {{max}}',
    pageSizeOrAll: 'Must be -1 (all) or from 1 to {{max}}',
    unknownSort: 'Cannot sort by this field',
  },
};
