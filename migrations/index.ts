import * as migration_20261122_101607_initial from './20261122_101607_initial';
import * as migration_20261122_101608_jobs_fulltext from './20261122_101608_jobs_fulltext';
import * as migration_20261123_020439_staff_roles_second_factor from './20261123_020439_staff_roles_second_factor';
import * as migration_20261123_020440_existing_users_admin from './20261123_020440_existing_users_admin';

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
    up: migration_20261123_020439_staff_roles_second_factor.up,
    down: migration_20261123_020439_staff_roles_second_factor.down,
    name: '20261123_020439_staff_roles_second_factor',
  },
  {
    up: migration_20261123_020440_existing_users_admin.up,
    down: migration_20261123_020440_existing_users_admin.down,
    name: '20261123_020440_existing_users_admin',
  },
];
