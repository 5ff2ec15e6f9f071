export { trainingRoutes } from './training.routes.ts';
export { staffCoursesRoutes } from './staff-courses.routes.ts';
