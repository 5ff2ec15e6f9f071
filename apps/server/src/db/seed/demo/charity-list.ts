/** The demo's charities: name, area and causes (focus area names). All fictional. */
export interface CharitySpec {
  name: string;
  area: string;
  focus: string[];
}

export const CHARITY_LIST: CharitySpec[] = [
  { name: 'Harbourfront Youth Arts Collective', area: 'Greater Toronto Area', focus: ['Arts & Culture', 'Youth'] },
  { name: 'Don Valley Food Network', area: 'Greater Toronto Area', focus: ['Food Security', 'Poverty Reduction', 'Community Development'] },
  { name: 'Maple Leaf Newcomer Services', area: 'Greater Toronto Area', focus: ['Immigrants & Refugees', 'Employment & Training'] },
  { name: 'Cercle des aînés francophones de Scarborough', area: 'Greater Toronto Area', focus: ['Seniors', 'Health'] },
  { name: 'Lakeshore Housing Alliance', area: 'Greater Toronto Area', focus: ['Housing & Homelessness', 'Poverty Reduction'] },
  { name: 'Queen West Mental Wellness Centre', area: 'Greater Toronto Area', focus: ['Mental Health & Addictions', 'Health'] },
  { name: 'Peel Literacy Partners', area: 'Greater Toronto Area', focus: ['Education', 'Youth'] },
  { name: 'Rouge River Conservation Trust', area: 'Greater Toronto Area', focus: ['Environment'] },
  { name: 'Toronto Accessible Sports League', area: 'Greater Toronto Area', focus: ['Sports & Recreation', 'Disability Services'] },
  { name: "Riverdale Women's Shelter Foundation", area: 'Greater Toronto Area', focus: ['Women & Gender Equity', 'Housing & Homelessness'] },
  { name: 'Etobicoke Tenant Legal Clinic', area: 'Greater Toronto Area', focus: ['Justice & Legal Services', 'Housing & Homelessness'] },
  { name: 'Markham Community Music School', area: 'Greater Toronto Area', focus: ['Arts & Culture', 'Education'] },
  { name: 'Pride Youth Network Toronto', area: 'Greater Toronto Area', focus: ['2SLGBTQIA+ Communities', 'Youth'] },
  { name: 'Humber Animal Rescue', area: 'Greater Toronto Area', focus: ['Animal Welfare'] },
  { name: 'Coast Salish Language Revival Society', area: 'Greater Vancouver', focus: ['Indigenous Communities', 'Education'] },
  { name: 'Downtown Eastside Outreach Society', area: 'Greater Vancouver', focus: ['Housing & Homelessness', 'Mental Health & Addictions'] },
  { name: 'Burnaby Family Place', area: 'Greater Vancouver', focus: ['Community Development', 'Youth'] },
  { name: 'Fraser River Watershed Society', area: 'Greater Vancouver', focus: ['Environment'] },
  { name: 'Surrey Newcomer Welcome Centre', area: 'Greater Vancouver', focus: ['Immigrants & Refugees', 'Employment & Training'] },
  { name: 'Pacific Seniors Connect', area: 'Greater Vancouver', focus: ['Seniors', 'Community Development'] },
  { name: 'Richmond Food Bank Partners', area: 'Greater Vancouver', focus: ['Food Security', 'Poverty Reduction'] },
  { name: 'North Shore Adaptive Sailing', area: 'Greater Vancouver', focus: ['Sports & Recreation', 'Disability Services'] },
  { name: 'Mount Pleasant Theatre Company', area: 'Greater Vancouver', focus: ['Arts & Culture'] },
  { name: 'Bow River Literacy Society', area: 'Calgary', focus: ['Education', 'Immigrants & Refugees'] },
  { name: 'Calgary Youth Employment Hub', area: 'Calgary', focus: ['Employment & Training', 'Youth'] },
  { name: 'Foothills Wildlife Rehabilitation Society', area: 'Calgary', focus: ['Animal Welfare', 'Environment'] },
  { name: 'Chinook Community Health Co-operative', area: 'Calgary', focus: ['Health', 'Community Development'] },
  { name: "Coopérative d'habitation Ciel des Prairies", area: 'Calgary', focus: ['Housing & Homelessness', 'Poverty Reduction'] },
  { name: 'Treaty 7 Friendship Circle', area: 'Calgary', focus: ['Indigenous Communities', 'Community Development'] },
  { name: 'Calgary Chamber Music Society', area: 'Calgary', focus: ['Arts & Culture'] },
  { name: "Alberta Newcomer Women's Network", area: 'Calgary', focus: ['Immigrants & Refugees', 'Women & Gender Equity'] },
  { name: 'Saint John River Trails Association', area: 'Fredericton', focus: ['Environment', 'Sports & Recreation'] },
  { name: 'Fredericton Community Kitchen', area: 'Fredericton', focus: ['Food Security', 'Poverty Reduction'] },
  { name: 'Wolastoq Youth Mentorship Program', area: 'Fredericton', focus: ['Indigenous Communities', 'Youth'] },
  { name: 'Fédération des aînés francophones de Fredericton', area: 'Fredericton', focus: ['Seniors', 'Health'] },
  { name: 'Fredericton Multicultural Arts Festival', area: 'Fredericton', focus: ['Arts & Culture', 'Immigrants & Refugees'] },
  { name: 'Lakehead Harm Reduction Network', area: 'Thunder Bay', focus: ['Mental Health & Addictions', 'Health'] },
  { name: 'Sleeping Giant Outdoor Education Centre', area: 'Thunder Bay', focus: ['Education', 'Environment'] },
  { name: 'Thunder Bay Indigenous Youth Sport', area: 'Thunder Bay', focus: ['Indigenous Communities', 'Sports & Recreation', 'Youth'] },
  { name: 'Northwestern Ontario Hospice Society', area: 'Thunder Bay', focus: ['Health', 'Seniors'] },
];
