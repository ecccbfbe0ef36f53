import * as migration_20261122_101607_initial from './20261122_101607_initial';

export const migrations = [
  {
    up: migration_20261122_101607_initial.up,
    down: migration_20261122_101607_initial.down,
    name: '20261122_101607_initial'
  },
];
