import type { SocketUser } from './socket-auth';

/** The socket room of one member: all their tabs and devices. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Watchers of one member's presence. */
export const presenceRoom = (userId: string) => `presence:${userId}`;
/** One device of one member (its tabs): presence goes offline when the last of them leaves. */
export const deviceRoom = (user: SocketUser) => `device:${user.userId}:${user.deviceId}`;
/** Everyone watching one live: its chat, hearts, pins and viewer count (live/live-socket.ts). */
export const liveRoom = (liveId: string) => `live:${liveId}`;
