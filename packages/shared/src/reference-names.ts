import type { Language } from './i18n/index.ts';

/*
 * The reference data's French names, by list and English name as the reference seed stores it: every lookup
 * value, the default representative roles and their permission texts, the default board positions. A page, a
 * file or an e-mail shows referenceName(...) in its reader's language; a name this table lacks (a role or a
 * position a charity made, a value staff added) shows as it was entered.
 */
export const FRENCH_REFERENCE_NAMES = {
  skills: {
    Governance: 'Gouvernance',
    'Finance & Accounting': 'Finances et comptabilité',
    'Audit & Risk Management': 'Audit et gestion des risques',
    'Investment Management': 'Gestion des placements',
    Legal: 'Droit',
    Fundraising: 'Collecte de fonds',
    'Grant Writing': 'Rédaction de demandes de subvention',
    'Marketing & Communications': 'Marketing et communications',
    'Public Relations': 'Relations publiques',
    'Social Media': 'Médias sociaux',
    'Human Resources': 'Ressources humaines',
    'Strategic Planning': 'Planification stratégique',
    'Information Technology': 'Technologies de l’information',
    'Cybersecurity & Privacy': 'Cybersécurité et protection de la vie privée',
    'Data & Analytics': 'Données et analytique',
    'Project Management': 'Gestion de projet',
    Operations: 'Opérations',
    'Real Estate & Facilities': 'Immobilier et installations',
    'Policy & Government Relations': 'Politiques et relations gouvernementales',
    Advocacy: 'Défense des droits',
    'Community Engagement': 'Engagement communautaire',
    'Volunteer Management': 'Gestion des bénévoles',
    'Program Evaluation': 'Évaluation de programmes',
    'Event Planning': 'Organisation d’événements',
    'Sales & Business Development': 'Ventes et développement des affaires',
    Entrepreneurship: 'Entrepreneuriat',
    'Executive Leadership': 'Direction générale',
    'Change Management': 'Gestion du changement',
    'Diversity, Equity & Inclusion': 'Diversité, équité et inclusion',
    'Indigenous Relations': 'Relations avec les Autochtones',
    'Health Care': 'Soins de santé',
    'Education & Training': 'Éducation et formation',
    'Social Work': 'Travail social',
    'Mental Health': 'Santé mentale',
    'Environmental Sustainability': 'Durabilité environnementale',
    'Arts Administration': 'Administration des arts',
    Research: 'Recherche',
    'Mediation & Conflict Resolution': 'Médiation et résolution de conflits',
    'Board Recruitment': 'Recrutement d’administrateurs',
    'Bilingual (English & French)': 'Bilingue (anglais et français)',
  },
  'focus-areas': {
    'Arts & Culture': 'Arts et culture',
    Education: 'Éducation',
    Environment: 'Environnement',
    Health: 'Santé',
    'Mental Health & Addictions': 'Santé mentale et dépendances',
    'Housing & Homelessness': 'Logement et itinérance',
    'Indigenous Communities': 'Communautés autochtones',
    'Poverty Reduction': 'Réduction de la pauvreté',
    Youth: 'Jeunesse',
    Seniors: 'Aînés',
    'Immigrants & Refugees': 'Immigrants et réfugiés',
    'Disability Services': 'Services aux personnes handicapées',
    'Food Security': 'Sécurité alimentaire',
    'Animal Welfare': 'Bien-être animal',
    'Sports & Recreation': 'Sports et loisirs',
    'Women & Gender Equity': 'Femmes et égalité des genres',
    '2SLGBTQIA+ Communities': 'Communautés 2ELGBTQIA+',
    'Employment & Training': 'Emploi et formation',
    'Community Development': 'Développement communautaire',
    'International Development': 'Développement international',
    'Faith-Based Services': 'Services confessionnels',
    'Justice & Legal Services': 'Justice et services juridiques',
  },
  'phone-types': { Main: 'Principal', Evening: 'Soir' },
  pronouns: { 'She/Her': 'Elle', 'He/Him': 'Il', 'They/Them': 'Iel', Other: 'Autre' },
  'education-types': {
    'High School Diploma': 'Diplôme d’études secondaires',
    'College Diploma or Certificate': 'Diplôme ou certificat d’études collégiales',
    "Bachelor's Degree": 'Baccalauréat',
    "Master's Degree": 'Maîtrise',
    Doctorate: 'Doctorat',
    'Professional Designation': 'Titre professionnel',
    'Other Certificate': 'Autre certificat',
  },
  'experience-contract-types': {
    'Full-time': 'Temps plein',
    'Part-time': 'Temps partiel',
    Contract: 'Contrat',
    'Self-employed': 'Travailleur autonome',
    Volunteer: 'Bénévole',
    Internship: 'Stage',
  },
  'experience-location-types': { Physical: 'En présentiel', Remote: 'À distance', Hybrid: 'Hybride' },
  'introduction-types': {
    'Friend or Colleague': 'Ami ou collègue',
    Employer: 'Employeur',
    'Charity or Not-for-Profit': 'Organisme de bienfaisance ou sans but lucratif',
    'Social Media': 'Médias sociaux',
    'Search Engine': 'Moteur de recherche',
    'Event or Presentation': 'Événement ou présentation',
    'News or Publication': 'Nouvelles ou publication',
    Other: 'Autre',
  },
  'volunteer-program-types': {
    'My employer has a formal volunteer program': 'Mon employeur a un programme de bénévolat officiel',
    'My employer offers paid volunteer time off': 'Mon employeur offre des congés payés pour faire du bénévolat',
    'My employer supports board service informally': 'Mon employeur appuie de façon informelle la participation à un conseil',
    'My employer has no volunteer program': 'Mon employeur n’a pas de programme de bénévolat',
    'I am not sure': 'Je ne sais pas',
    Other: 'Autre',
  },
  'volunteer-experience-types': {
    'Board Member': 'Membre d’un conseil d’administration',
    'Committee Member': 'Membre d’un comité',
    'Community or Event Volunteer': 'Bénévole communautaire ou lors d’événements',
    Other: 'Autre',
  },
  'board-experience-types': {
    'No board experience': 'Aucune expérience de conseil',
    'Less than 2 years': 'Moins de 2 ans',
    '2 to 5 years': 'De 2 à 5 ans',
    'More than 5 years': 'Plus de 5 ans',
  },
  'minority-groups': {
    'First Nations': 'Premières Nations',
    Métis: 'Métis',
    Inuit: 'Inuit',
    Black: 'Noir',
    'East Asian': 'Asiatique de l’Est',
    'South Asian': 'Sud-Asiatique',
    'Southeast Asian': 'Asiatique du Sud-Est',
    'West Asian or Arab': 'Asiatique occidental ou Arabe',
    'Latin American': 'Latino-Américain',
    'Person with a Disability': 'Personne en situation de handicap',
    '2SLGBTQIA+': '2ELGBTQIA+',
    'Newcomer to Canada': 'Nouvel arrivant au Canada',
    'Prefer not to say': 'Préfère ne pas répondre',
    Other: 'Autre',
  },
  'charity-types': {
    'Registered Charity': 'Organisme de bienfaisance enregistré',
    'Not-for-Profit Organization': 'Organisme sans but lucratif',
    'Charitable Foundation': 'Fondation de bienfaisance',
  },
  'charity-scopes': { Local: 'Local', Provincial: 'Provincial', National: 'National', International: 'International' },
  'board-types': {
    'Governance Board': 'Conseil de gouvernance',
    'Working Board': 'Conseil opérationnel',
    'Mixed Governance and Working Board': 'Conseil mixte de gouvernance et opérationnel',
    'Advisory Board': 'Conseil consultatif',
  },
  'development-stages': { 'Start-up': 'Démarrage', Growing: 'Croissance', Established: 'Établi', 'Renewal or Transition': 'Renouvellement ou transition' },
  'funding-statuses': { Stable: 'Stable', Growing: 'En croissance', Declining: 'En baisse', 'At Risk': 'À risque' },
  'board-work-hours': {
    'Less than 5 hours per month': 'Moins de 5 heures par mois',
    '5 to 10 hours per month': 'De 5 à 10 heures par mois',
    '10 to 15 hours per month': 'De 10 à 15 heures par mois',
    Other: 'Autre',
  },
  'position-types': { 'Board Position': 'Poste au conseil', 'Non-Board Position': 'Poste hors conseil' },
  'application-statuses': {
    'Offer Accepted': 'Offre acceptée',
    'Application in Progress': 'Candidature en cours',
    Withdrawn: 'Retirée',
    Declined: 'Refusée',
    Interview: 'Entrevue',
    'Offer Extended': 'Offre présentée',
    'Under Review': 'En cours d’examen',
    'No Response': 'Sans réponse',
  },
  'posting-statuses': { Open: 'Ouvert', Fulfilled: 'Pourvu' },
  'file-privacy-types': {
    'Private: only BoardMatch staff': 'Privé : le personnel de BoardMatch seulement',
    'Charities I apply to': 'Les organismes auxquels je postule',
    'All participating charities': 'Tous les organismes participants',
  },
  'course-types': { Candidate: 'Candidat', Charity: 'Organisme' },
  'social-media-types': { LinkedIn: 'LinkedIn', Facebook: 'Facebook', X: 'X', Instagram: 'Instagram', YouTube: 'YouTube', TikTok: 'TikTok' },
  /** The roles every charity has (charityId null), and staff roles. */
  roles: {
    Admin: 'Administrateur',
    'Board Manager': 'Gestionnaire du conseil',
    'Posting Manager': 'Gestionnaire des affichages',
    Viewer: 'Lecteur',
    'Basic Access': 'Accès de base',
    Staff: 'Personnel',
    Base: 'De base',
  },
  /** The permission texts (claims' descriptions). */
  claims: {
    'Candidate pages': 'Pages du candidat',
    'Candidate search of charities and positions': 'Recherche d’organismes et de postes par le candidat',
    "A candidate's applications to postings": 'Candidatures d’un candidat aux affichages',
    "The charity's board and positions": 'Conseil et postes de l’organisme',
    "The charity's postings and applications, and the new positions they post": 'Affichages et candidatures de l’organisme, et les nouveaux postes qu’il affiche',
    'Own user profile': 'Son propre profil d’utilisateur',
    'Staff administration': 'Administration du personnel',
    'Charity administration: representatives, roles, positions': 'Administration de l’organisme : représentants, rôles, postes',
    'Staff search of candidates and charities': 'Recherche de candidats et d’organismes par le personnel',
    'Staff management of candidates': 'Gestion des candidats par le personnel',
    'Staff management of charities': 'Gestion des organismes par le personnel',
    'Charity-level onboarding steps': 'Étapes d’accueil de l’organisme',
  },
  /** The default board positions every charity starts with. */
  positions: { Chair: 'Présidence', 'Vice-Chair': 'Vice-présidence', Treasurer: 'Trésorerie', Secretary: 'Secrétariat', Director: 'Administrateur' },
} as const satisfies Record<string, Record<string, string>>;

export type ReferenceKind = keyof typeof FRENCH_REFERENCE_NAMES;

export function isReferenceKind(kind: string): kind is ReferenceKind {
  return Object.hasOwn(FRENCH_REFERENCE_NAMES, kind);
}

/** A reference value's name in the reader's language: its French name when it has one, else the name as stored. */
export function referenceName(kind: ReferenceKind, name: string, language: Language): string {
  if (language !== 'fr') return name;
  const names: Record<string, string> = FRENCH_REFERENCE_NAMES[kind];
  return Object.hasOwn(names, name) ? names[name]! : name;
}

/** Does this stored name have its French name? */
export function hasFrenchReferenceName(kind: ReferenceKind, name: string): boolean {
  return Object.hasOwn(FRENCH_REFERENCE_NAMES[kind], name);
}

/** A collator of names in the reader's language: accents beside their letter, case ignored, numbers by value. */
export function nameCollator(language: Language): Intl.Collator {
  return new Intl.Collator(language === 'fr' ? 'fr-CA' : 'en-CA', { sensitivity: 'base', numeric: true });
}
