// Written by scripts/build-icon-sprite.mjs: the icon sprite's address, changing with its content.
export const ICON_SPRITE_URL = '/i.svg?a6cf9ebc'
