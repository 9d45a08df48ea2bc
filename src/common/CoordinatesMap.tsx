import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import { icon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useMapTileUrl } from './useMapTileUrl';

/** Leaflet's own marker, its images bundled by Vite (Leaflet guesses their path from its CSS otherwise). */
const markerIcon = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** Without coordinates the map shows West Flanders, where the club meets. */
const REGION_CENTER: [number, number] = [51.0, 3.1];
const REGION_ZOOM = 9;
const PLACE_ZOOM = 15;

/** Degrees rounded to 6 decimals (about 10 cm), as a person would type them. */
const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** Props of {@link CoordinatesMap}; `onPick` makes the marker movable. */
export interface CoordinatesMapProps {
  latitude: number | null;
  longitude: number | null;
  onPick?: (latitude: number, longitude: number) => void;
}

const FollowCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }) => {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, latitude, longitude]);
  return null;
};

const PickOnClick = ({ onPick }: { onPick: NonNullable<CoordinatesMapProps['onPick']> }) => {
  useMapEvents({
    click: ({ latlng }) => {
      const { lat, lng } = latlng.wrap();
      onPick(rounded(lat), rounded(lng));
    },
  });
  return null;
};

/**
 * A Leaflet map of one place (decimal degrees, WGS 84): a marker on the coordinates, followed when
 * they change; with `onPick`, a click on the map or dragging the marker picks new coordinates. Tiles
 * come from the configured tile URL (useMapTileUrl); without one, or offline, the map stays blank and
 * the coordinate inputs next to it still work.
 */
export const CoordinatesMap = ({ latitude, longitude, onPick }: CoordinatesMapProps) => {
  const translate = useTranslate();
  const tileUrl = useMapTileUrl();
  const known = latitude !== null && longitude !== null;
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Box
        role="region"
        aria-label={translate('resources.activities.map.label')}
        sx={{
          height: 320,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          // The map credit's links are underlined, not told apart by colour alone (WCAG 1.4.1).
          '& .leaflet-control-attribution a': { textDecoration: 'underline', color: 'primary.dark' },
        }}
      >
        <MapContainer
          center={known ? [latitude, longitude] : REGION_CENTER}
          zoom={known ? PLACE_ZOOM : REGION_ZOOM}
          style={{ height: '100%', width: '100%' }}
        >
          {tileUrl && (
            <TileLayer url={tileUrl} attribution={translate('resources.activities.map.attribution')} />
          )}
          {known && (
            <>
              <Marker
                position={[latitude, longitude]}
                icon={markerIcon}
                draggable={onPick !== undefined}
                eventHandlers={{
                  dragend: (event: LeafletEvent) => {
                    const { lat, lng } = (event.target as LeafletMarker).getLatLng().wrap();
                    onPick?.(rounded(lat), rounded(lng));
                  },
                }}
              />
              <FollowCoordinates latitude={latitude} longitude={longitude} />
            </>
          )}
          {onPick && <PickOnClick onPick={onPick} />}
        </MapContainer>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(onPick ? 'resources.activities.map.pickHelp' : 'resources.activities.map.readOnlyHelp')}
      </Typography>
    </Box>
  );
};
