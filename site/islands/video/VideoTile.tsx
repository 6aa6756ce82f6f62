import './VideoTile.css';
import { useEffect, useRef } from 'react';

type Props = { stream: MediaStream | null; label: string; muted?: boolean; mirrored?: boolean; placeholder: string };

// One picture of the call. The element keeps its stream across renders: setting srcObject
// again would restart playback.
export default function VideoTile({ stream, label, muted = false, mirrored = false, placeholder }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className={`video-tile${mirrored ? ' video-tile--mirrored' : ''}`}>
      <video ref={video} autoPlay playsInline muted={muted} aria-label={label} hidden={!stream} />
      {!stream && <p className="video-tile__placeholder">{placeholder}</p>}
      <figcaption className="video-tile__label">{label}</figcaption>
    </figure>
  );
}
