import { CourseType } from '@boardmatch/shared';
import { CHARITY_ORIENTATION_COURSE_ID, type AcademyCourseContent } from './model.ts';

/** Required for charity administrators: recruiting board members through BoardMatch. */
export const charityOrientation: AcademyCourseContent = {
  courseId: CHARITY_ORIENTATION_COURSE_ID,
  courseName: 'BoardMatch Charity Orientation',
  courseTypeId: CourseType.charity,
  title: { en: 'BoardMatch Charity Orientation', fr: 'Orientation BoardMatch pour les organismes' },
  summary: {
    en: 'Three short lessons on recruiting board members through BoardMatch.',
    fr: 'Trois courtes leçons sur le recrutement d’administrateurs avec BoardMatch.',
  },
  lessons: [
    {
      key: 'profile-and-needs',
      minutes: 4,
      title: { en: 'Your profile and your board’s needs', fr: 'Votre profil et les besoins de votre conseil' },
      body: {
        en: [
          'Candidates choose where to apply from your charity profile: your mission, vision, focus areas and location. A complete, specific profile attracts better candidates.',
          'Before posting, map your current board: which skills do you have (finance, law, fundraising, human resources, lived experience of the community you serve) and which are missing? Post for the gaps.',
        ],
        fr: [
          'Les candidats choisissent où postuler à partir du profil de votre organisme : mission, vision, domaines d’intérêt et emplacement. Un profil complet et précis attire de meilleurs candidats.',
          'Avant de publier une offre, faites le portrait de votre conseil actuel : quelles compétences avez-vous (finances, droit, collecte de fonds, ressources humaines, expérience vécue de la collectivité servie) et lesquelles manquent? Publiez pour combler ces lacunes.',
        ],
      },
    },
    {
      key: 'postings',
      minutes: 4,
      title: { en: 'Writing a good posting', fr: 'Rédiger une bonne offre' },
      body: {
        en: [
          'Say what the role involves: the expected hours a month (most boards ask 5 to 15), the term (1 to 4 years), meeting times and any committee work. List the skills you need; candidates who share them see the match highlighted.',
          'Set an expiry date and answer applicants promptly: move each application to Under Review, Interview, Offer Extended, or decline it, so candidates always know where they stand.',
        ],
        fr: [
          'Précisez ce que le rôle implique : le nombre d’heures par mois (la plupart des conseils demandent de 5 à 15), la durée du mandat (1 à 4 ans), l’horaire des réunions et le travail en comité. Indiquez les compétences recherchées; les candidats qui les possèdent voient la correspondance mise en évidence.',
          'Fixez une date d’expiration et répondez rapidement aux candidats : faites passer chaque candidature à en examen, entrevue ou offre faite, ou refusez-la, pour que les candidats sachent toujours où ils en sont.',
        ],
      },
    },
    {
      key: 'welcoming-directors',
      minutes: 4,
      title: { en: 'Welcoming new directors', fr: 'Accueillir les nouveaux administrateurs' },
      body: {
        en: [
          'Give each new director an orientation package: by-laws, policies, the last financial statements and T3010, the strategic plan, recent minutes and the conflict-of-interest policy.',
          'Pair newcomers with an experienced director for their first meetings, and record their election in your board list so their mandate period is tracked.',
        ],
        fr: [
          'Remettez à chaque nouvel administrateur une trousse d’accueil : règlements administratifs, politiques, derniers états financiers et T3010, plan stratégique, procès-verbaux récents et politique sur les conflits d’intérêts.',
          'Jumelez les nouveaux venus avec un administrateur d’expérience pour leurs premières réunions, et inscrivez leur élection dans la liste de votre conseil afin de suivre la durée de leur mandat.',
        ],
      },
    },
  ],
};
