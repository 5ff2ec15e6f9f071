import { CourseType } from '@boardmatch/shared';
import type { AcademyCourseContent } from './model.ts';

/** Optional for charities: board meetings that decide well and respect volunteers' time. */
export const effectiveBoardMeetings: AcademyCourseContent = {
  courseId: 1702248,
  courseName: 'Running Effective Board Meetings',
  courseTypeId: CourseType.charity,
  title: { en: 'Running Effective Board Meetings', fr: 'Des réunions du conseil efficaces' },
  summary: {
    en: 'Four lessons on board meetings that make good decisions in reasonable time: agendas and consent agendas, quorum and motions, minutes, and in-camera sessions.',
    fr: 'Quatre leçons pour des réunions du conseil qui prennent de bonnes décisions en un temps raisonnable : ordre du jour et ordre du jour de consentement, quorum et propositions, procès-verbaux, et séances à huis clos.',
  },
  lessons: [
    {
      key: 'agendas',
      minutes: 5,
      title: { en: 'Agendas and consent agendas', fr: 'L’ordre du jour et l’ordre du jour de consentement' },
      body: {
        en: [
          'A good meeting starts a week earlier. The chair and the executive director build the agenda together, and the board package (agenda, reports, financial statements, draft minutes, briefing notes on each decision) goes out at least five to seven days before the meeting, so directors can prepare.',
          'Label every item “for decision”, “for discussion” or “for information”, give it a time allowance, and put the important strategic items early, while people are fresh. A typical order:',
          '- call to order, quorum, and a land acknowledgement if that is your practice;',
          '- approval of the agenda and declarations of conflicts of interest;',
          '- the consent agenda;',
          '- strategic discussions and decisions, with the financial report;',
          '- the executive director’s report, by exception (questions only, since directors have read it);',
          '- in-camera session, then adjournment.',
          'A consent agenda groups routine items into a single motion: the previous meeting’s minutes, committee reports for information, routine approvals already recommended by a committee. It can free half an hour per meeting. It works only if directors read those items beforehand, and any director may ask to move an item out of the consent agenda for discussion, without having to justify it.',
          'Plan the year with a board calendar: budget approval before the fiscal year begins, approval of the audited or reviewed statements, the annual meeting of members, the executive director’s evaluation, the board evaluation and a strategy session. Then each agenda starts from the calendar instead of from a blank page.',
        ],
        fr: [
          'Une bonne réunion commence une semaine plus tôt. La présidence et la direction générale préparent ensemble l’ordre du jour, et la documentation (ordre du jour, rapports, états financiers, projet de procès-verbal, notes d’information sur chaque décision) est envoyée au moins cinq à sept jours avant la réunion, pour que les administrateurs puissent se préparer.',
          'Indiquez pour chaque point s’il est « pour décision », « pour discussion » ou « pour information », prévoyez une durée et placez les grands sujets stratégiques au début, quand l’attention est à son meilleur. Un ordre type :',
          '- ouverture de la réunion, vérification du quorum et reconnaissance territoriale si c’est votre usage;',
          '- adoption de l’ordre du jour et déclarations de conflits d’intérêts;',
          '- ordre du jour de consentement;',
          '- discussions et décisions stratégiques, avec le rapport financier;',
          '- rapport de la direction générale, par exception (questions seulement, puisque les administrateurs l’ont lu);',
          '- séance à huis clos, puis levée de la réunion.',
          'L’ordre du jour de consentement regroupe les points courants en une seule proposition : procès-verbal de la réunion précédente, rapports de comités pour information, approbations courantes déjà recommandées par un comité. Il peut faire gagner une demi-heure par réunion. Il ne fonctionne que si les administrateurs lisent ces documents à l’avance, et tout administrateur peut demander qu’un point en soit retiré pour en discuter, sans avoir à se justifier.',
          'Planifiez l’année avec un calendrier du conseil : adoption du budget avant le début de l’exercice, approbation des états financiers audités ou examinés, assemblée annuelle des membres, évaluation de la direction générale, évaluation du conseil et séance de réflexion stratégique. Chaque ordre du jour part alors du calendrier plutôt que d’une page blanche.',
        ],
      },
    },
    {
      key: 'quorum-and-motions',
      minutes: 6,
      title: { en: 'Quorum, motions and Robert’s Rules basics', fr: 'Quorum, propositions et règles de procédure' },
      body: {
        en: [
          'Quorum is the minimum number of directors who must be present for the board to make decisions. Your by-laws set it; if they are silent, the federal Act and most provincial statutes use a majority of the directors. Check quorum at the start and again if people leave: without quorum the board can discuss, but any decision it makes is not valid. Most statutes allow directors to take part by phone or video, subject to the by-laws, as long as everyone can communicate with each other.',
          'Most boards in English Canada follow Robert’s Rules of Order; in Quebec many use the Code Morin. Your by-laws may name one. The basic sequence is the same everywhere:',
          '- a director makes a motion (“I move that the board approve the 2027 budget as presented”);',
          '- another director seconds it, if your rules require seconders;',
          '- the chair opens discussion; amendments are voted on before the main motion;',
          '- the board votes, and the chair announces the result, which is recorded in the minutes.',
          'Unless the by-laws say otherwise, a motion passes by a majority of the votes cast. Check your by-laws on whether the chair votes and whether there is a casting vote in a tie.',
          'Robert’s Rules themselves allow small boards (up to about a dozen members) to be less formal: motions need not be seconded, directors can discuss a subject before a motion is made, and the chair may take part in discussion and vote. What matters is that every decision is clearly worded, voted on and recorded.',
          'Decisions between meetings: a resolution in writing signed by all directors is generally as valid as one passed at a meeting. An e-mail exchange where most directors agree is not, unless your statute and by-laws allow it.',
        ],
        fr: [
          'Le quorum est le nombre minimal d’administrateurs qui doivent être présents pour que le conseil puisse prendre des décisions. Vos règlements administratifs le fixent; s’ils sont muets, la loi fédérale et la plupart des lois provinciales retiennent la majorité des administrateurs. Vérifiez le quorum à l’ouverture et de nouveau si des personnes quittent la réunion : sans quorum, le conseil peut discuter, mais ses décisions ne sont pas valides. La plupart des lois permettent aux administrateurs de participer par téléphone ou par vidéo, sous réserve des règlements administratifs, pourvu que tous puissent communiquer entre eux.',
          'Au Québec, beaucoup de conseils suivent le Code Morin; ailleurs au Canada, les Robert’s Rules of Order sont les plus répandues. Vos règlements administratifs peuvent en désigner un. La séquence de base est la même partout :',
          '- un administrateur présente une proposition (« Je propose que le conseil adopte le budget 2027 tel que présenté »);',
          '- un autre administrateur l’appuie, si vos règles exigent un appuyeur;',
          '- la présidence ouvre la discussion; les amendements sont mis aux voix avant la proposition principale;',
          '- le conseil vote, et la présidence annonce le résultat, qui est consigné au procès-verbal.',
          'Sauf disposition contraire des règlements administratifs, une proposition est adoptée à la majorité des voix exprimées. Vérifiez dans vos règlements si la présidence vote et si elle dispose d’une voix prépondérante en cas d’égalité.',
          'Les Robert’s Rules elles-mêmes permettent aux petits conseils (jusqu’à une douzaine de membres environ) d’être moins formels : les propositions n’ont pas besoin d’être appuyées, les administrateurs peuvent discuter d’un sujet avant qu’une proposition soit présentée, et la présidence peut participer à la discussion et voter. L’essentiel est que chaque décision soit clairement formulée, mise aux voix et consignée.',
          'Décisions entre les réunions : une résolution écrite signée par tous les administrateurs a généralement la même valeur qu’une résolution adoptée en réunion. Un échange de courriels où la majorité des administrateurs se dit d’accord n’en a pas, à moins que votre loi et vos règlements administratifs ne le permettent.',
        ],
      },
    },
    {
      key: 'minutes',
      minutes: 5,
      title: { en: 'Minutes that protect the board', fr: 'Des procès-verbaux qui protègent le conseil' },
      body: {
        en: [
          'Minutes are the legal record of what the board decided. They are not a transcript: record decisions and the essentials of the reasoning, not who said what. Good minutes include:',
          '- the organization’s name, the date, time, place or format of the meeting, who chaired and who took the minutes;',
          '- the directors present and absent, guests and staff, and confirmation of quorum;',
          '- conflicts of interest declared, and the fact that the director left and did not vote;',
          '- each motion as worded, who moved it (and seconded it, if you use seconders) and whether it passed, with any dissent a director asks to have recorded;',
          '- for important decisions, a short summary of the information considered (for example, “after reviewing three quotes and the finance committee’s recommendation”), which shows the board acted with care;',
          '- action items, with the person responsible and a deadline, and the time of adjournment.',
          'Send the draft to directors within a week, while memories are fresh. The board approves the minutes at its next meeting, often in the consent agenda; then the chair and the secretary sign them and they go into the minute book, which the organization keeps with its by-laws and other records.',
          'Members can generally inspect the minutes of members’ meetings, while board minutes are usually available only to directors and the auditor. Write every set of minutes as if a funder, a court or the CRA might read it one day, because they might.',
        ],
        fr: [
          'Le procès-verbal est le document officiel des décisions du conseil. Ce n’est pas une transcription : consignez les décisions et l’essentiel du raisonnement, pas qui a dit quoi. Un bon procès-verbal comprend :',
          '- le nom de l’organisme, la date, l’heure, le lieu ou le format de la réunion, qui l’a présidée et qui a rédigé le procès-verbal;',
          '- les administrateurs présents et absents, les invités et le personnel présent, et la constatation du quorum;',
          '- les conflits d’intérêts déclarés, et le fait que l’administrateur concerné s’est retiré et n’a pas voté;',
          '- chaque proposition dans son libellé exact, qui l’a présentée (et appuyée, si vous utilisez des appuyeurs) et si elle a été adoptée, avec toute dissidence qu’un administrateur demande de consigner;',
          '- pour les décisions importantes, un bref résumé de l’information examinée (par exemple « après examen de trois soumissions et de la recommandation du comité des finances »), qui montre que le conseil a agi avec diligence;',
          '- les suivis, avec la personne responsable et l’échéance, et l’heure de la levée de la réunion.',
          'Envoyez le projet aux administrateurs dans la semaine, pendant que les souvenirs sont frais. Le conseil adopte le procès-verbal à la réunion suivante, souvent dans l’ordre du jour de consentement; la présidence et le secrétariat le signent ensuite, puis il est versé au registre des procès-verbaux, que l’organisme conserve avec ses règlements administratifs et ses autres registres.',
          'Les membres peuvent généralement consulter les procès-verbaux des assemblées des membres, alors que ceux du conseil ne sont habituellement accessibles qu’aux administrateurs et à l’auditeur. Rédigez chaque procès-verbal comme si un bailleur de fonds, un tribunal ou l’ARC pouvait le lire un jour, car c’est possible.',
        ],
      },
    },
    {
      key: 'in-camera-sessions',
      minutes: 4,
      title: { en: 'In-camera sessions and meeting culture', fr: 'Le huis clos et la culture des réunions' },
      body: {
        en: [
          'An in-camera session is a part of the meeting held without staff or guests, sometimes without anyone but the directors. It is the right place for the executive director’s evaluation and compensation, sensitive personnel or legal matters, negotiations, and the board’s conversation with the auditor without management present.',
          'Hold a short in-camera session at the end of every meeting, even when there is nothing special to discuss. When it is routine, it does not signal a problem, and directors get a regular chance to raise concerns. Afterwards, the chair tells the executive director what was discussed that concerns them.',
          'Keep in-camera minutes separately and briefly, recording decisions rather than discussion, and keep them confidential. Decisions made in camera are still board decisions and must be recorded; in-camera sessions are not a way to avoid transparency on matters that can be discussed openly.',
          'Culture matters as much as procedure. Start and end on time; the chair makes sure that every director is heard, invites quieter members to speak first on difficult questions, and keeps discussion on governance rather than day-to-day operations. Once a decision is made, the board speaks with one voice. Finish with two minutes of feedback: what worked in this meeting, and what should change next time?',
        ],
        fr: [
          'Une séance à huis clos est une partie de la réunion tenue sans le personnel ni les invités, parfois en présence des seuls administrateurs. C’est le bon moment pour l’évaluation et la rémunération de la direction générale, les questions délicates de personnel ou juridiques, les négociations, et l’échange du conseil avec l’auditeur hors de la présence de la direction.',
          'Tenez un court huis clos à la fin de chaque réunion, même sans sujet particulier. Lorsqu’il est routinier, il ne laisse pas supposer un problème, et les administrateurs ont régulièrement l’occasion d’exprimer leurs préoccupations. Ensuite, la présidence informe la direction générale de ce qui la concerne.',
          'Tenez un procès-verbal distinct et succinct du huis clos, qui consigne les décisions plutôt que les échanges, et gardez-le confidentiel. Les décisions prises à huis clos restent des décisions du conseil et doivent être consignées; le huis clos ne sert pas à éviter la transparence sur des sujets qui peuvent être abordés ouvertement.',
          'La culture compte autant que la procédure. Commencez et terminez à l’heure; la présidence veille à ce que chaque administrateur soit entendu, invite les membres plus discrets à s’exprimer en premier sur les questions difficiles et maintient la discussion sur la gouvernance plutôt que sur les opérations quotidiennes. Une fois la décision prise, le conseil parle d’une seule voix. Terminez par deux minutes de rétroaction : qu’est-ce qui a bien fonctionné aujourd’hui, et que faudrait-il changer la prochaine fois?',
        ],
      },
    },
  ],
};
