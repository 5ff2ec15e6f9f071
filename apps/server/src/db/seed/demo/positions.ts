import { DEFAULT_BOARD_POSITIONS } from '@boardmatch/shared';

/** Skills a posting for each position asks for (names from reference/skills). */
export const POSITION_SKILLS: Record<string, string[]> = {
  Chair: ['Governance', 'Executive Leadership', 'Strategic Planning'],
  'Vice-Chair': ['Governance', 'Strategic Planning', 'Fundraising'],
  Treasurer: ['Finance & Accounting', 'Audit & Risk Management', 'Investment Management'],
  Secretary: ['Governance', 'Legal', 'Project Management'],
  Director: ['Strategic Planning', 'Community Engagement'],
  'Director at Large': ['Community Engagement', 'Advocacy'],
  'Finance Committee Member': ['Finance & Accounting', 'Audit & Risk Management'],
  'Fundraising Committee Member': ['Fundraising', 'Event Planning', 'Grant Writing'],
  'Governance Committee Member': ['Governance', 'Legal', 'Board Recruitment'],
  'Events Committee Member': ['Event Planning', 'Volunteer Management'],
  'Marketing Advisor': ['Marketing & Communications', 'Social Media', 'Public Relations'],
  'Technology Advisor': ['Information Technology', 'Cybersecurity & Privacy', 'Data & Analytics'],
  'HR Committee Member': ['Human Resources', 'Diversity, Equity & Inclusion'],
};

export const BOARD_POSITIONS = [...DEFAULT_BOARD_POSITIONS];
export const EXTRA_BOARD_POSITIONS = ['Director at Large'];
export const NON_BOARD_POSITIONS = [
  'Finance Committee Member',
  'Fundraising Committee Member',
  'Governance Committee Member',
  'Events Committee Member',
  'Marketing Advisor',
  'Technology Advisor',
  'HR Committee Member',
];

export const SPECIAL_REQUIREMENTS = [
  'A police record check is required before the term begins.',
  'Able to attend monthly evening board meetings in person.',
  'Commitment of 5 to 10 hours a month, including one committee.',
  'Experience on a not-for-profit board is an asset.',
  'French is an asset.',
  'Lived experience with our community is highly valued.',
  'Willing to take part in our annual fundraising gala.',
];

export function postingDescription(charity: string, position: string, isNotBoard: boolean, cause: string): string {
  const role = isNotBoard
    ? `<p>Our committees do much of the board's detailed work. As <b>${position}</b> you will bring your expertise to a small team of volunteers and staff, meeting about once a month.</p>`
    : `<p>As <b>${position}</b> you will help set the direction of ${charity}, oversee our finances and support our Executive Director. The board meets about ten times a year.</p>`;
  return `<p><b>${charity}</b> is looking for a volunteer ${position} who cares about ${cause.toLowerCase()}.</p>${role}<p><i>We welcome applications from people of every background, including those who have not served on a board before.</i></p>`;
}
