export { postingsRoutes } from './postings.routes.ts';
export { POSTING_UNAVAILABLE, applyBlocker, sessionCandidate } from './postings.service.ts';
export { presentPosting } from './postings.presenter.ts';
export { findApplicationOf, findLivePosting, findPostingRows, type PostingRow } from './postings.repository.ts';
export { charityPostingsRoutes } from './charity-postings.routes.ts';
export { findCharityReplies, presentCharityReplies } from './charity-replies.ts';
