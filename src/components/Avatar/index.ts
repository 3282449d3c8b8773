export { Avatar, initialsOf, isUsableAvatarSrc } from './Avatar';
export type { AvatarProps } from './Avatar';
