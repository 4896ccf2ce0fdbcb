// The two protocol parts of node-media-server the RTMP ingest uses (the package ships no types).
declare module 'node-media-server/src/protocol/rtmp.js' {
  interface RtmpPacket {
    codec_type: number;
    codec_id: number;
    dts: number;
    size: number;
    data: Buffer;
  }
  export default class Rtmp {
    onConnectCallback: (request: { app: string; name: string; host: string }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: RtmpPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    parserData(buffer: Buffer): string | null;
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  const Flv: {
    createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    createMessage(packet: { codec_type: number; dts: number; size: number; data: Buffer }): Buffer;
  };
  export default Flv;
}
