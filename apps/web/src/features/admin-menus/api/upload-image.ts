import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@mealbox/contracts';
import { api } from '../../../lib/http';

/** The file's bytes as base64 (what the upload carries). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Uploads a picture; the server checks its bytes and size and answers its /media path. */
export function useUploadImage() {
  return useMutation<UploadedImage, Error, Blob>({
    mutationFn: async (file) =>
      api.post<UploadedImage>('/api/admin/menu-items/images', { data: await base64Of(file) }),
  });
}
