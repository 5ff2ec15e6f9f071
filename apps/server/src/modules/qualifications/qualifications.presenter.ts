import type { Education, Experience, Qualifications, Resume } from '@boardmatch/shared';
import type { EducationRow, ExperienceRow } from './qualifications.repository.ts';

export function presentEducation(r: EducationRow): Education {
  return {
    id: r.id,
    candidateQualificationsId: r.candidateId,
    candidateEducationTypeId: r.educationTypeId,
    candidateEducationTypeName: r.educationTypeName,
    institution: r.institution,
    designation: r.designation,
    areaOfStudy: r.areaOfStudy,
    start: r.startDate,
    end: r.endDate,
    imageId: r.imageId,
    skills: r.skills,
  };
}

export function presentExperience(r: ExperienceRow): Experience {
  return {
    id: r.id,
    candidateQualificationsId: r.candidateId,
    title: r.title,
    organizationName: r.organizationName,
    description: r.description,
    candidateExperienceContractTypeId: r.contractTypeId,
    candidateExperienceContractTypeName: r.contractTypeName,
    candidateExperienceLocationTypeId: r.locationTypeId,
    candidateExperienceLocationTypeName: r.locationTypeName,
    address: { city: r.city, countryId: r.countryId, regionId: r.regionId, region: r.region, country: r.country },
    start: r.startDate,
    end: r.endDate,
    imageId: r.imageId,
    skills: r.skills,
  };
}

export function presentQualifications(candidateId: number, educations: EducationRow[], experiences: ExperienceRow[], resume: Resume | null): Qualifications {
  return {
    candidateQualificationsId: candidateId,
    candidateId,
    candidateEducation: educations.map(presentEducation),
    candidateExperience: experiences.map(presentExperience),
    resume,
  };
}
