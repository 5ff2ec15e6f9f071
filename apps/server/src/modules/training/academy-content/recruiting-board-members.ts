import { CourseType } from '@boardmatch/shared';
import type { AcademyCourseContent } from './model.ts';

/** Optional for charities: finding, choosing and welcoming the directors the board needs. */
export const recruitingBoardMembers: AcademyCourseContent = {
  courseId: 1702247,
  courseName: 'Recruiting Great Board Members',
  courseTypeId: CourseType.charity,
  title: { en: 'Recruiting Great Board Members', fr: 'Recruter d’excellents administrateurs' },
  summary: {
    en: 'Four lessons on building the board your organization needs: a skills matrix, recruiting beyond your own networks, postings and selection, and onboarding new directors.',
    fr: 'Quatre leçons pour bâtir le conseil dont votre organisme a besoin : la matrice des compétences, le recrutement au-delà de vos réseaux, les offres et la sélection, et l’intégration des nouveaux administrateurs.',
  },
  lessons: [
    {
      key: 'skills-matrix',
      minutes: 5,
      title: { en: 'Start with a skills matrix', fr: 'Commencer par une matrice des compétences' },
      body: {
        en: [
          'A skills matrix is a simple grid: one row per director, one column per skill or perspective the board needs. It turns “we need good people” into a precise search, and it is usually kept up to date by the governance and nominating committee.',
          'Typical columns:',
          '- Professional skills: finance and accounting, law, human resources, fundraising, communications, technology, risk management, real estate.',
          '- Knowledge of your field: health, housing, the arts, the environment, or whatever your mission is.',
          '- Governance experience: previous board or committee service, chairing meetings.',
          '- Connections and perspectives: lived experience of the community you serve, the regions you work in, languages (French and English, or others), age, and diversity that directors choose to share.',
          '- Term: when each director’s term ends, so you can see who will leave in the next one or two years.',
          'Start from your strategic plan, not from the current board. If the next three years include a capital campaign, a merger or a new program in another region, the matrix should show whether the board can govern it.',
          'Fill the matrix with each director, then read it for gaps and upcoming departures. Pick two or three priority profiles to recruit this year; a posting that asks for everything attracts no one in particular. Review the matrix every year, after the board evaluation.',
        ],
        fr: [
          'La matrice des compétences est un tableau simple : une ligne par administrateur, une colonne par compétence ou point de vue dont le conseil a besoin. Elle transforme « nous cherchons de bonnes personnes » en une recherche précise, et elle est généralement tenue à jour par le comité de gouvernance et de mises en candidature.',
          'Colonnes courantes :',
          '- Compétences professionnelles : finances et comptabilité, droit, ressources humaines, collecte de fonds, communications, technologie, gestion des risques, immobilier.',
          '- Connaissance de votre secteur : santé, logement, arts, environnement, ou tout autre domaine lié à votre mission.',
          '- Expérience en gouvernance : participation antérieure à un conseil ou à un comité, présidence de réunions.',
          '- Liens et points de vue : expérience vécue de la collectivité servie, régions où vous êtes actifs, langues (français et anglais, ou autres), âge et diversité que les administrateurs choisissent de déclarer.',
          '- Mandat : la date de fin du mandat de chaque administrateur, pour voir qui partira d’ici un ou deux ans.',
          'Partez de votre plan stratégique, pas du conseil actuel. Si les trois prochaines années comprennent une campagne majeure, une fusion ou un nouveau programme dans une autre région, la matrice doit montrer si le conseil est en mesure de les encadrer.',
          'Remplissez la matrice avec chaque administrateur, puis repérez les lacunes et les départs à venir. Choisissez deux ou trois profils prioritaires à recruter cette année : une offre qui demande tout n’attire personne en particulier. Revoyez la matrice chaque année, après l’évaluation du conseil.',
        ],
      },
    },
    {
      key: 'beyond-your-network',
      minutes: 5,
      title: { en: 'Recruiting beyond your own network', fr: 'Recruter au-delà de son réseau' },
      body: {
        en: [
          'Most boards recruit the friends and colleagues of current directors. It is quick, but it produces a board that thinks alike and looks alike, and often one that does not reflect the community the organization serves. Diverse boards ask better questions, spot risks sooner and are more credible with the people they serve and with funders.',
          'Practical ways to widen the circle:',
          '- Post openings publicly, on BoardMatch and elsewhere, and describe the role and its commitments plainly, without jargon.',
          '- Ask program participants, volunteers and community partners to recommend people, including those who have never sat on a board.',
          '- Recruit more than one person from an under-represented group at a time, so nobody is the only voice expected to speak for a whole community.',
          '- Remove hidden barriers: hold meetings at accessible times and places or online, reimburse expenses such as travel and child care, and avoid personal giving requirements that exclude capable candidates.',
          '- Offer a committee seat first, so both sides can get to know each other before a board nomination.',
          'Diversity also needs inclusion once people arrive: a real orientation, a chair who invites every voice, and materials that newcomers can understand. Some organizations make a public commitment, such as the federal government’s 50 – 30 Challenge (gender parity and significant representation of other under-represented groups on boards and in senior management), which is open to charities and non-profits.',
        ],
        fr: [
          'La plupart des conseils recrutent parmi les amis et les collègues des administrateurs en poste. C’est rapide, mais on obtient un conseil dont les membres se ressemblent et pensent de la même façon, et qui souvent ne reflète pas la collectivité que sert l’organisme. Un conseil diversifié pose de meilleures questions, repère les risques plus tôt et gagne en crédibilité auprès des personnes servies et des bailleurs de fonds.',
          'Des moyens concrets d’élargir le cercle :',
          '- Publiez vos postes ouvertement, sur BoardMatch et ailleurs, en décrivant simplement le rôle et l’engagement attendu, sans jargon.',
          '- Demandez aux participants de vos programmes, à vos bénévoles et à vos partenaires communautaires de vous recommander des personnes, y compris des gens qui n’ont jamais siégé à un conseil.',
          '- Recrutez plus d’une personne d’un groupe sous-représenté à la fois, pour que personne ne soit la seule voix censée parler au nom de toute une communauté.',
          '- Levez les obstacles cachés : tenez les réunions à des heures et dans des lieux accessibles ou en ligne, remboursez les frais comme le transport et la garde d’enfants, et évitez les exigences de dons personnels qui écartent des candidats compétents.',
          '- Proposez d’abord un siège à un comité, pour que chacun apprenne à se connaître avant une mise en candidature au conseil.',
          'La diversité exige aussi l’inclusion une fois les personnes arrivées : une véritable orientation, une présidence qui donne la parole à chacun et des documents compréhensibles pour les nouveaux venus. Certains organismes prennent un engagement public, comme le Défi 50 – 30 du gouvernement fédéral (parité des genres et représentation significative d’autres groupes sous-représentés au sein des conseils et de la haute direction), ouvert aux organismes de bienfaisance et sans but lucratif.',
        ],
      },
    },
    {
      key: 'postings-and-selection',
      minutes: 6,
      title: { en: 'From posting to election', fr: 'De l’offre à l’élection' },
      body: {
        en: [
          'A good BoardMatch posting reads like a short job description. Say what the organization does and why the board matters to it, then be specific:',
          '- the profile you are looking for, taken from your skills matrix, with the matching skills selected so candidates who have them see the match highlighted;',
          '- the commitment: hours a month, number of meetings a year and their format, committee work, and the length of the term;',
          '- any expectations about fundraising or personal giving, stated openly;',
          '- an expiry date, and who will contact applicants.',
          'Answer every applicant promptly and keep each application’s status current (Under Review, Interview, Offer Extended, or declined with thanks). Candidates are volunteers; silence loses good people.',
          'For interviews, have two directors (often the chair and a member of the governance committee) meet each shortlisted candidate and ask the same questions: why this organization, what they would bring, how they handle disagreement, and whether they can give the time. Tell them honestly about the organization’s challenges and finances, and give them the by-laws and recent statements. Check that they are eligible: at least 18 years old, not an undischarged bankrupt, and not an ineligible individual under the CRA’s rules, for example because of certain criminal convictions.',
          'Then follow your by-laws. In most organizations the governance committee recommends a slate and the members elect directors at the annual meeting; some by-laws also let the board appoint a director between annual meetings. Get each new director’s written consent to act, report the change to Corporations Canada (federal corporations, within 15 days) or your provincial registry, and update the directors with the CRA.',
        ],
        fr: [
          'Une bonne offre sur BoardMatch se lit comme une courte description de poste. Présentez ce que fait l’organisme et pourquoi son conseil compte, puis soyez précis :',
          '- le profil recherché, tiré de votre matrice des compétences, avec les compétences sélectionnées pour que les candidats qui les possèdent voient la correspondance mise en évidence;',
          '- l’engagement : heures par mois, nombre de réunions par année et leur format, travail en comité, durée du mandat;',
          '- les attentes éventuelles en matière de collecte de fonds ou de dons personnels, énoncées clairement;',
          '- une date d’expiration, et la personne qui communiquera avec les candidats.',
          'Répondez rapidement à chaque candidat et tenez à jour le statut de chaque candidature (en examen, entrevue, offre faite, ou refusée avec remerciements). Les candidats sont des bénévoles : le silence fait perdre de bonnes personnes.',
          'Pour les entrevues, faites rencontrer chaque candidat retenu par deux administrateurs (souvent la présidence et un membre du comité de gouvernance), avec les mêmes questions pour tous : pourquoi cet organisme, ce que la personne apporterait, comment elle gère les désaccords et si elle dispose du temps nécessaire. Parlez franchement des défis et des finances de l’organisme, et remettez-lui les règlements administratifs et les états financiers récents. Vérifiez son admissibilité : avoir au moins 18 ans, ne pas être un failli non libéré et ne pas être un particulier non admissible au sens des règles de l’ARC, par exemple en raison de certaines condamnations criminelles.',
          'Suivez ensuite vos règlements administratifs. Dans la plupart des organismes, le comité de gouvernance propose une liste de candidats et les membres élisent les administrateurs à l’assemblée annuelle; certains règlements permettent aussi au conseil de nommer un administrateur entre deux assemblées. Obtenez le consentement écrit de chaque nouvel administrateur, déclarez le changement à Corporations Canada (organisations fédérales, dans les 15 jours) ou au registre de votre province, et mettez à jour la liste des administrateurs auprès de l’ARC.',
        ],
      },
    },
    {
      key: 'onboarding-new-directors',
      minutes: 5,
      title: { en: 'Onboarding new directors', fr: 'L’intégration des nouveaux administrateurs' },
      body: {
        en: [
          'New directors usually need most of a year to contribute fully. A deliberate onboarding shortens that time and keeps good people from quietly leaving after their first term.',
          'Before the first meeting:',
          '- A welcome call from the chair and a meeting with the executive director.',
          '- A board handbook: by-laws, key policies, the strategic plan, the last audited or reviewed statements and T3010, the current budget, the last few minutes, the board calendar and a contact list.',
          '- The signed conflict-of-interest declaration and any code of conduct, confirmation of the directors’ and officers’ insurance, and access to the board’s documents.',
          'In the first months, pair the newcomer with an experienced director who can explain the history behind agenda items, invite them to visit a program and meet staff or volunteers, and place them on a committee where their skills are useful right away. Offer training on directors’ duties, especially to first-time directors.',
          'Check in after three and six months: what is still unclear, and is the role what they expected? Track term end dates so renewals and departures are planned, not discovered at the annual meeting, and when directors leave, ask them what would make the board better.',
        ],
        fr: [
          'Un nouvel administrateur a généralement besoin de presque une année pour contribuer pleinement. Une intégration bien pensée raccourcit ce délai et évite que de bonnes personnes partent discrètement après leur premier mandat.',
          'Avant la première réunion :',
          '- Un appel de bienvenue de la présidence et une rencontre avec la direction générale.',
          '- Un guide de l’administrateur : règlements administratifs, principales politiques, plan stratégique, derniers états financiers audités ou examinés et T3010, budget en cours, derniers procès-verbaux, calendrier du conseil et liste des coordonnées.',
          '- La déclaration de conflits d’intérêts signée et, s’il y a lieu, le code de conduite, la confirmation de l’assurance responsabilité des administrateurs et dirigeants, et l’accès aux documents du conseil.',
          'Dans les premiers mois, jumelez le nouveau venu avec un administrateur d’expérience qui peut lui expliquer l’historique des sujets à l’ordre du jour, invitez-le à visiter un programme et à rencontrer le personnel ou les bénévoles, et faites-lui une place dans un comité où ses compétences serviront tout de suite. Offrez une formation sur les obligations des administrateurs, surtout à ceux qui siègent à un conseil pour la première fois.',
          'Faites le point après trois et six mois : qu’est-ce qui reste flou, et le rôle correspond-il à ses attentes? Suivez les dates de fin de mandat pour que les renouvellements et les départs soient planifiés plutôt que découverts à l’assemblée annuelle, et, quand un administrateur part, demandez-lui ce qui améliorerait le conseil.',
        ],
      },
    },
  ],
};
