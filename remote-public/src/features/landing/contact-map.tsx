import { useState } from 'react';
import { Button, media, useSiteConfig } from 'shared';
import styled from 'styled-components';
import { MapDrawing } from './map-drawing';

const Frame = styled.figure`
  position: relative;
  margin: 0;
  aspect-ratio: 16 / 10;
  ${media.lg} { aspect-ratio: 4 / 3; }
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.ivory};
  box-shadow: ${({ theme }) => theme.shadow.card};

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const Caption = styled.figcaption`
  position: absolute;
  left: 1rem;
  right: 1rem;
  bottom: 1rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 0.75rem 0.75rem 1rem;
  background: rgba(255, 253, 249, 0.94);
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.1rem;
`;

/**
 * The embedded map of the contact section. The third-party map (which sets its own cookies
 * and weighs more than the rest of the page) loads only when the visitor asks for it; until
 * then a drawn map of the city stands in.
 */
export function ContactMap() {
  const { mapEmbedUrl, brandName } = useSiteConfig();
  const [shown, setShown] = useState(false);
  return (
    <Frame>
      {shown ? (
        <iframe src={mapEmbedUrl} title={`Map: ${brandName}, Chicago, IL`} referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <>
          <MapDrawing />
          <Caption>
            <span>Chicago, IL</span>
            <Button size="sm" onClick={() => setShown(true)}>Show interactive map</Button>
          </Caption>
        </>
      )}
    </Frame>
  );
}
