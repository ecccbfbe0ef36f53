import * as migration_20261122_101607_initial from './20261122_101607_initial';
import * as migration_20261122_101608_jobs_fulltext from './20261122_101608_jobs_fulltext';
import * as migration_20261123_020229_job_locations_initiative_link from './20261123_020229_job_locations_initiative_link';

export const migrations = [
  {
    up: migration_20261122_101607_initial.up,
    down: migration_20261122_101607_initial.down,
    name: '20261122_101607_initial',
  },
  {
    up: migration_20261122_101608_jobs_fulltext.up,
    down: migration_20261122_101608_jobs_fulltext.down,
    name: '20261122_101608_jobs_fulltext',
  },
  {
    up: migration_20261123_020229_job_locations_initiative_link.up,
    down: migration_20261123_020229_job_locations_initiative_link.down,
    name: '20261123_020229_job_locations_initiative_link'
  },
];
