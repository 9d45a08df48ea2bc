import { useQuery } from '@tanstack/react-query';
import { loadConfig } from '../providers/config';

/**
 * The tile URL template of the activity map (`mapTileUrl` of `GET /config.json`, e.g.
 * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`), read once per session; undefined while loading,
 * when not configured or when the configuration cannot be read — the map then shows no tiles.
 */
export const useMapTileUrl = (): string | undefined => {
  const { data } = useQuery({
    queryKey: ['config.json', 'mapTileUrl'],
    queryFn: async () => (await loadConfig()).mapTileUrl ?? '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data || undefined;
};
