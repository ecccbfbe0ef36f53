import * as migration_20261122_085456_initial from './20261122_085456_initial';

export const migrations = [
  {
    up: migration_20261122_085456_initial.up,
    down: migration_20261122_085456_initial.down,
    name: '20261122_085456_initial'
  },
];
