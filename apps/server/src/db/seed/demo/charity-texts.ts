/** Mission, vision, quote and program wording per cause, for the demo charities. */
interface CauseText {
  /** Completes 'We ...'. */
  mission: string;
  vision: string;
  programs: [string, string][];
}

const TEXTS: Record<string, CauseText> = {
  'Arts & Culture': {
    mission: 'make the arts part of everyday life, offering free and low-cost programs to people of every age and background',
    vision: 'A community where everyone can create, perform and enjoy the arts.',
    programs: [
      ['After-School Studio', 'Weekly visual arts and music sessions for children and teens, with materials provided.'],
      ['Community Stage', 'A season of free performances in parks, libraries and community centres.'],
      ['Artist Mentorship', 'Emerging artists are paired with established professionals for a year.'],
    ],
  },
  Education: {
    mission: 'help learners of all ages build reading, writing and numeracy skills that open doors to work and community life',
    vision: 'Every person in our region can read, learn and take part fully in society.',
    programs: [
      ['Reading Buddies', 'Trained volunteers read one-on-one with early readers twice a week.'],
      ['Adult Learning Circles', 'Small-group literacy and numeracy classes for adults, mornings and evenings.'],
      ['Homework Club', 'Drop-in homework help with tutors and a quiet place to study.'],
    ],
  },
  Environment: {
    mission: 'protect and restore local rivers, forests and wetlands through stewardship, education and science',
    vision: 'Healthy ecosystems cared for by an engaged community.',
    programs: [
      ['Stream Keepers', 'Volunteers monitor water quality and restore shoreline habitat.'],
      ['Native Planting Days', 'Community planting events that bring back native trees and pollinator gardens.'],
      ['Nature School', 'Outdoor learning days for school classes.'],
    ],
  },
  Health: {
    mission: 'improve the health of our community through accessible care, prevention and health education',
    vision: 'Good health within reach of everyone, whatever their income or background.',
    programs: [
      ['Community Health Clinic', 'A nurse-led clinic offering primary care and referrals without appointment.'],
      ['Healthy Living Workshops', 'Sessions on nutrition, chronic disease and active living.'],
    ],
  },
  'Mental Health & Addictions': {
    mission: 'support people living with mental health and substance use challenges with dignity, without judgement',
    vision: 'A community where mental health support is easy to find and free of stigma.',
    programs: [
      ['Peer Support Line', 'Trained peers answer calls and messages seven days a week.'],
      ['Recovery Groups', 'Weekly facilitated groups for people in recovery and their families.'],
      ['Outreach Team', 'Workers meet people where they are, with harm reduction supplies and referrals.'],
    ],
  },
  'Housing & Homelessness': {
    mission: 'end homelessness by providing safe housing, support workers and a path to stability',
    vision: 'Everyone has a safe, affordable place to call home.',
    programs: [
      ['Housing First', 'Rapid rehousing with ongoing support from a case worker.'],
      ['Tenant Support', 'Help with rent arrears, landlord mediation and life skills.'],
      ['Winter Warming Centre', 'Overnight shelter and meals during the coldest months.'],
    ],
  },
  'Indigenous Communities': {
    mission: 'strengthen Indigenous culture, language and well-being, guided by Elders and community members',
    vision: 'Thriving Indigenous communities where culture and language are passed on to the next generations.',
    programs: [
      ['Language Nest', 'Immersion sessions for families and young children with fluent speakers.'],
      ['Elders in Residence', 'Elders share teachings and offer guidance to youth and families.'],
      ['Land-Based Learning', 'Seasonal camps on the land, with traditional knowledge keepers.'],
    ],
  },
  'Poverty Reduction': {
    mission: 'reduce poverty by connecting people to income support, financial literacy and community resources',
    vision: 'A fair community where no one is left behind.',
    programs: [
      ['Free Tax Clinic', 'Volunteers file tax returns for low-income households.'],
      ['Money Matters', 'Financial literacy workshops and one-on-one coaching.'],
    ],
  },
  Youth: {
    mission: 'give young people the mentorship, skills and confidence they need to reach their potential',
    vision: 'Every young person has a caring adult and a fair chance to succeed.',
    programs: [
      ['Youth Mentoring', 'Young people are matched with trained adult mentors for at least a year.'],
      ['Leadership Camp', 'A summer leadership program run by and for youth.'],
      ['Youth Drop-In', 'A safe evening space with meals, activities and staff support.'],
    ],
  },
  Seniors: {
    mission: 'help older adults live independently and stay connected to their community',
    vision: 'A community where older adults are valued, connected and supported.',
    programs: [
      ['Friendly Visiting', 'Volunteers visit isolated seniors weekly.'],
      ['Rides to Care', 'Volunteer drivers take seniors to medical appointments.'],
      ['Active Aging', 'Exercise, digital literacy and social programs for older adults.'],
    ],
  },
  'Immigrants & Refugees': {
    mission: 'welcome newcomers and help them settle, find work and build a life in Canada',
    vision: 'A welcoming community where newcomers belong and thrive.',
    programs: [
      ['Settlement Services', 'Help with housing, health cards, schools and government services.'],
      ['Language Conversation Circles', 'Informal English and French practice with volunteers.'],
      ['Career Bridge', 'Job search coaching and mentoring with professionals in the newcomer’s field.'],
    ],
  },
  'Disability Services': {
    mission: 'remove barriers so that people with disabilities can take part fully in community life',
    vision: 'A fully accessible and inclusive community.',
    programs: [
      ['Adaptive Programs', 'Adapted equipment and coaching so everyone can take part.'],
      ['Accessibility Advocacy', 'Working with local governments and businesses to remove barriers.'],
    ],
  },
  'Food Security': {
    mission: 'make sure no one in our community goes hungry, while building long-term food security',
    vision: 'Healthy, affordable food for everyone in our community.',
    programs: [
      ['Food Bank', 'Weekly grocery distribution to registered households.'],
      ['Community Meals', 'Free hot meals served by volunteers five days a week.'],
      ['Community Gardens', 'Garden plots and growing workshops for families.'],
    ],
  },
  'Animal Welfare': {
    mission: 'rescue, rehabilitate and rehome animals in need, and promote responsible care',
    vision: 'A community where every animal is treated with compassion.',
    programs: [
      ['Foster Network', 'Volunteer foster homes care for animals until adoption.'],
      ['Low-Cost Spay and Neuter', 'Subsidised clinics for families with low incomes.'],
    ],
  },
  'Sports & Recreation': {
    mission: 'make sport and recreation accessible to everyone, whatever their ability or income',
    vision: 'Everyone can play.',
    programs: [
      ['Community League', 'Low-cost seasonal leagues with equipment provided.'],
      ['Coach Development', 'Training and certification for volunteer coaches.'],
    ],
  },
  'Women & Gender Equity': {
    mission: 'support women and gender-diverse people facing violence, and work toward equity',
    vision: 'A community free of gender-based violence.',
    programs: [
      ['Safe Shelter', 'Emergency shelter and 24-hour crisis line.'],
      ['Transition Support', 'Counselling, legal accompaniment and housing help.'],
    ],
  },
  '2SLGBTQIA+ Communities': {
    mission: 'offer 2SLGBTQIA+ people safe spaces, peer support and advocacy',
    vision: 'A community where 2SLGBTQIA+ people are safe, celebrated and heard.',
    programs: [
      ['Peer Support Groups', 'Weekly groups for youth and adults, online and in person.'],
      ['Inclusive Schools', 'Workshops with teachers and students on inclusion.'],
    ],
  },
  'Employment & Training': {
    mission: 'help people find meaningful work through skills training, coaching and employer partnerships',
    vision: 'Good work within reach for everyone who wants it.',
    programs: [
      ['Job Readiness', 'Resume, interview and workplace skills training.'],
      ['Employer Partnerships', 'Paid placements with local employers.'],
    ],
  },
  'Community Development': {
    mission: 'bring neighbours together to build a stronger, more connected community',
    vision: 'Neighbourhoods where people know and support one another.',
    programs: [
      ['Neighbourhood Hub', 'A community space with programs for families, youth and seniors.'],
      ['Family Resource Program', 'Parenting support, playgroups and referrals.'],
    ],
  },
  'Justice & Legal Services': {
    mission: 'give people with low incomes access to legal information, advice and representation',
    vision: 'Equal access to justice for everyone.',
    programs: [
      ['Legal Advice Clinic', 'Free advice from lawyers and supervised law students.'],
      ['Public Legal Education', 'Workshops on tenant rights, employment and family law.'],
    ],
  },
};

export function causeText(focus: string): CauseText {
  const text = TEXTS[focus];
  if (!text) throw new Error(`no demo text for ${focus}`);
  return text;
}

export const QUOTES = [
  'Small acts, multiplied by many people, change our community.',
  'Together we go further.',
  'Everyone deserves a place to belong.',
  'Community is built one neighbour at a time.',
  'Help today, hope tomorrow.',
  'Local roots, lasting impact.',
];
