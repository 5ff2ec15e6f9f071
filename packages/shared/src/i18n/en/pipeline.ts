/** English texts of the charity's working view of an application: history, private notes, shortlist and filters. */
export const enPipeline = {
  pipeline: {
    history: 'History',
    historyEmpty: 'No moves yet.',
    historyEntry: '{{status}}, by {{by}}',
    deletedAccount: 'a deleted account',
    privateNotes: 'Private notes',
    notesHint: "Seen by your charity's representatives who read applications and by BoardMatch staff, never by the candidate.",
    notesEmpty: 'No notes yet.',
    noteLabel: 'Note',
    addNote: 'Add note',
    noteAdded: 'Note added.',
    noteBy: '{{author}}, {{at}}',
    loadFailed: 'The history and notes could not be loaded.',
    shortlistColumn: 'Shortlist',
    shortlist: 'Shortlist {{candidate}}',
    unshortlist: 'Remove {{candidate}} from the shortlist',
    filtersLabel: 'Show',
    needsReply: 'Needs a reply',
    shortlisted: 'Shortlisted',
  },
};
