import { CourseType, ORIENTATION_COURSE_ID } from '@boardmatch/shared';
import type { AcademyCourseContent } from './model.ts';

/** Required for candidates: serving on a board, and how BoardMatch works. */
export const candidateOrientation: AcademyCourseContent = {
  courseId: ORIENTATION_COURSE_ID,
  courseName: 'BoardMatch Orientation',
  courseTypeId: CourseType.candidate,
  title: { en: 'BoardMatch Orientation', fr: 'Orientation BoardMatch' },
  summary: {
    en: 'Six short lessons on serving on the board of a Canadian charity or non-profit, and on how BoardMatch connects you with one.',
    fr: 'Six courtes leçons sur le rôle d’administrateur d’un organisme de bienfaisance ou sans but lucratif canadien, et sur la façon dont BoardMatch vous met en relation avec l’un d’eux.',
  },
  lessons: [
    {
      key: 'role-of-a-board',
      minutes: 5,
      title: { en: 'What a non-profit board does', fr: 'Le rôle d’un conseil d’administration' },
      body: {
        en: [
          'A charity or non-profit in Canada is usually a corporation, federal (under the Canada Not-for-profit Corporations Act) or provincial. Its board of directors is legally responsible for the organization: it answers to members, funders, regulators and the community the organization serves.',
          'The board sets direction and makes sure it is followed. Its core jobs are:',
          '- approving the mission, strategy and annual budget;',
          '- hiring, supporting and evaluating the executive director (in organizations that have staff);',
          '- overseeing finances and risk, and making sure the organization obeys the law and its own by-laws;',
          '- representing the organization in the community and helping it find resources.',
          'Directors act as a group. No single director can speak or decide for the board unless the board has given them that authority.',
        ],
        fr: [
          'Au Canada, un organisme de bienfaisance ou sans but lucratif est habituellement une personne morale, constituée au fédéral (Loi canadienne sur les organisations à but non lucratif) ou dans une province. Son conseil d’administration en est juridiquement responsable : il rend des comptes aux membres, aux bailleurs de fonds, aux autorités et à la collectivité que sert l’organisme.',
          'Le conseil fixe l’orientation et veille à ce qu’elle soit suivie. Ses tâches principales :',
          '- approuver la mission, la stratégie et le budget annuel;',
          '- embaucher, soutenir et évaluer la direction générale (dans les organismes qui ont du personnel);',
          '- surveiller les finances et les risques, et veiller au respect de la loi et des règlements administratifs;',
          '- représenter l’organisme dans la collectivité et l’aider à trouver des ressources.',
          'Les administrateurs agissent collectivement. Aucun administrateur ne peut parler ou décider au nom du conseil sans en avoir reçu le mandat.',
        ],
      },
    },
    {
      key: 'duties',
      minutes: 6,
      title: { en: 'Your legal duties: care and loyalty', fr: 'Vos obligations légales : diligence et loyauté' },
      body: {
        en: [
          'Every director owes two basic duties to the organization.',
          'The duty of care: act with the care, diligence and skill that a reasonably prudent person would show in the same circumstances. In practice: read the board package before each meeting, attend regularly, ask questions until you understand, and make sure decisions are recorded in the minutes.',
          'The duty of loyalty (fiduciary duty): act honestly and in good faith in the best interests of the organization, never in your own interest or that of another group you belong to. Keep board discussions confidential and support a decision once the board has made it, even if you voted against it.',
          'Directors can be held personally liable in some cases, for example for unpaid employee wages or unremitted payroll deductions. Ask whether the organization carries directors’ and officers’ (D&O) liability insurance, and read its by-laws and policies when you join.',
        ],
        fr: [
          'Chaque administrateur a deux obligations fondamentales envers l’organisme.',
          'L’obligation de diligence : agir avec le soin, la diligence et la compétence dont ferait preuve une personne raisonnablement prudente dans les mêmes circonstances. Concrètement : lire la documentation avant chaque réunion, assister régulièrement aux réunions, poser des questions jusqu’à bien comprendre et veiller à ce que les décisions soient consignées au procès-verbal.',
          'L’obligation de loyauté (obligation fiduciaire) : agir avec intégrité et de bonne foi dans l’intérêt de l’organisme, jamais dans votre propre intérêt ni dans celui d’un autre groupe auquel vous appartenez. Gardez les discussions du conseil confidentielles et appuyez une décision une fois qu’elle est prise, même si vous avez voté contre.',
          'Les administrateurs peuvent, dans certains cas, engager leur responsabilité personnelle, par exemple pour des salaires impayés ou des retenues à la source non versées. Demandez si l’organisme détient une assurance responsabilité des administrateurs et dirigeants, et lisez ses règlements et politiques dès votre arrivée.',
        ],
      },
    },
    {
      key: 'governance-vs-management',
      minutes: 5,
      title: { en: 'Governance, not management', fr: 'Gouverner, pas gérer' },
      body: {
        en: [
          'The board governs; staff manage. The board decides what the organization should achieve and within which limits (budget, policies, acceptable risk). The executive director and staff decide how to get there and run daily operations.',
          'A useful test: if a question is about the next three to five years, the mission or the organization’s survival, it belongs to the board. If it is about this week’s schedule, a particular hire below the executive director, or which supplier to use, it belongs to management.',
          'Small organizations without staff often have a working board, where directors also do operational work. That is fine, but keep the two hats apart: when you do a task you act as a volunteer under the board’s direction, and when you sit at the board table you act as a director.',
        ],
        fr: [
          'Le conseil gouverne; le personnel gère. Le conseil décide de ce que l’organisme doit accomplir et dans quelles limites (budget, politiques, risques acceptables). La direction générale et le personnel décident de la façon d’y parvenir et s’occupent des activités quotidiennes.',
          'Un test utile : si une question porte sur les trois à cinq prochaines années, sur la mission ou sur la survie de l’organisme, elle relève du conseil. Si elle porte sur l’horaire de la semaine, une embauche sous la direction générale ou le choix d’un fournisseur, elle relève de la gestion.',
          'Les petits organismes sans personnel ont souvent un conseil « de travail », où les administrateurs accomplissent aussi des tâches opérationnelles. C’est normal, mais séparez les deux rôles : quand vous accomplissez une tâche, vous êtes un bénévole sous la direction du conseil; quand vous siégez au conseil, vous êtes administrateur.',
        ],
      },
    },
    {
      key: 'finances',
      minutes: 6,
      title: { en: 'Finances and the T3010', fr: 'Les finances et le T3010' },
      body: {
        en: [
          'You do not need to be an accountant, but every director must be able to read the organization’s financial statements and ask sensible questions. At each meeting, look at revenue and spending compared with the budget, cash on hand, and anything that is unusual.',
          'A registered charity must file the T3010 Registered Charity Information Return with the Canada Revenue Agency within six months of the end of its fiscal year. The return is public: anyone can read it on the CRA’s charities listings. A charity that does not file can lose its registration and its right to issue official donation receipts.',
          'Charities must also spend their resources on charitable activities, respect the disbursement quota, keep proper books and records, and issue receipts correctly. Non-profits that are not charities file other returns (for example the T2 or the T1044).',
          'Good questions to ask: Is the T3010 filed on time? Who reviews the accounts (audit or review engagement)? Are payroll remittances up to date? Do we have enough reserves for three months of operations?',
        ],
        fr: [
          'Vous n’avez pas à être comptable, mais chaque administrateur doit pouvoir lire les états financiers de l’organisme et poser des questions pertinentes. À chaque réunion, examinez les revenus et les dépenses par rapport au budget, la trésorerie et tout élément inhabituel.',
          'Un organisme de bienfaisance enregistré doit produire la Déclaration de renseignements des organismes de bienfaisance enregistrés (T3010) auprès de l’Agence du revenu du Canada dans les six mois suivant la fin de son exercice. Cette déclaration est publique : tout le monde peut la consulter dans la liste des organismes de bienfaisance de l’ARC. Un organisme qui ne la produit pas peut perdre son enregistrement et son droit de délivrer des reçus officiels de dons.',
          'Les organismes de bienfaisance doivent aussi consacrer leurs ressources à des activités de bienfaisance, respecter le contingent des versements, tenir des livres et registres adéquats et délivrer les reçus correctement. Les organismes sans but lucratif qui ne sont pas des organismes de bienfaisance produisent d’autres déclarations (par exemple la T2 ou la T1044).',
          'Bonnes questions à poser : la T3010 est-elle produite à temps? Qui examine les comptes (audit ou mission d’examen)? Les retenues salariales sont-elles versées à jour? Avons-nous assez de réserves pour trois mois d’activités?',
        ],
      },
    },
    {
      key: 'conflicts-of-interest',
      minutes: 4,
      title: { en: 'Conflicts of interest', fr: 'Les conflits d’intérêts' },
      body: {
        en: [
          'A conflict of interest exists when your personal interests, or those of a relative, a business or another organization you are involved with, could influence (or appear to influence) your decisions as a director.',
          'Typical examples: the board is choosing a supplier and your spouse owns one of the bidders; you sit on two boards that apply to the same funder; the organization wants to hire your friend.',
          'What to do: declare the conflict as soon as you see it, ask that it be recorded in the minutes, leave the discussion and do not vote. Many boards ask directors to sign an annual conflict-of-interest declaration; if yours does not, suggest it. Declaring a conflict is normal and protects both you and the organization.',
        ],
        fr: [
          'Il y a conflit d’intérêts lorsque vos intérêts personnels, ou ceux d’un proche, d’une entreprise ou d’un autre organisme auquel vous êtes lié, pourraient influencer (ou sembler influencer) vos décisions d’administrateur.',
          'Exemples courants : le conseil choisit un fournisseur et votre conjoint possède l’une des entreprises soumissionnaires; vous siégez à deux conseils qui s’adressent au même bailleur de fonds; l’organisme veut embaucher un de vos amis.',
          'Que faire : déclarez le conflit dès que vous le constatez, demandez qu’il soit consigné au procès-verbal, quittez la discussion et ne votez pas. Beaucoup de conseils demandent aux administrateurs de signer chaque année une déclaration de conflits d’intérêts; si le vôtre ne le fait pas, proposez-le. Déclarer un conflit est normal et vous protège, vous comme l’organisme.',
        ],
      },
    },
    {
      key: 'how-boardmatch-works',
      minutes: 5,
      title: { en: 'How BoardMatch works', fr: 'Le fonctionnement de BoardMatch' },
      body: {
        en: [
          'BoardMatch connects volunteer candidates with Canadian charities and non-profits looking for board members. Your profile (experience, education, skills and areas of focus) is what charities see, so keep it complete and current.',
          'Matching: postings list the skills a board needs. When you browse positions, the skills you share with a posting are highlighted as matching your skills. Your matching preferences (skills, focus areas, geographic preference) help charities that search for candidates find you, if you allow them to review your profile.',
          'Applying: once your onboarding is complete, open a posting and apply with a short note on why you are a good fit. Follow each application under My Applications: Application in Progress, Under Review, Interview, Offer Extended, then Offer Accepted. You can withdraw an application, or accept or decline an offer.',
          'What to expect: most board roles ask for 5 to 15 hours a month (meetings, reading and committee work) for a term of 1 to 4 years. We recommend applying to 3 or 4 postings that truly interest you rather than to many at once, and answering charities promptly.',
          'You can revisit this orientation at any time from the Training section.',
        ],
        fr: [
          'BoardMatch met en relation des candidats bénévoles avec des organismes de bienfaisance et sans but lucratif canadiens qui recherchent des administrateurs. Votre profil (expérience, formation, compétences et domaines d’intérêt) est ce que voient les organismes : gardez-le complet et à jour.',
          'Jumelage : les offres indiquent les compétences dont un conseil a besoin. Lorsque vous parcourez les postes, les compétences que vous avez en commun avec une offre sont mises en évidence. Vos préférences de jumelage (compétences, domaines d’intérêt, préférence géographique) aident les organismes qui recherchent des candidats à vous trouver, si vous leur permettez de consulter votre profil.',
          'Postuler : une fois votre accueil terminé, ouvrez une offre et postulez avec une courte note expliquant pourquoi vous êtes un bon candidat. Suivez chaque candidature dans Mes candidatures : candidature en cours, en examen, entrevue, offre faite, puis offre acceptée. Vous pouvez retirer une candidature, ou accepter ou refuser une offre.',
          'À quoi vous attendre : la plupart des postes d’administrateur demandent de 5 à 15 heures par mois (réunions, lectures et travail en comité) pour un mandat de 1 à 4 ans. Nous vous conseillons de postuler à 3 ou 4 offres qui vous intéressent vraiment plutôt qu’à un grand nombre à la fois, et de répondre rapidement aux organismes.',
          'Vous pouvez revoir cette orientation à tout moment dans la section Formation.',
        ],
      },
    },
  ],
};
