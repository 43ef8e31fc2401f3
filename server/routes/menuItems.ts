import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { looksBlank, textOrNull } from '../../shared/contact';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findDish, toMenuDish } from '../../db/storefront';
import { updateMenuItem, type MenuItemChanges } from '../../db/restaurants';
import { setDishPortions } from '../../db/kitchens';
import { toPaise } from '../../shared/money';
import { badRequest, notFound, ok } from '../envelope';
import { adminErrors, bearer, IdParams, Ok } from '../../shared/api/common';
import { AdminDish, MenuItemBody } from '../../shared/api/ordering';
import multipart from '../plugins/external/multipart';
import { readUploadedImage } from '../lib/uploadedImage';

/** One dish of any restaurant, edited field by field (the site's menu when it is the storefront's). */
export const menuItemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = (id: number) => {
    const row = findDish(app.database, id);
    if (!row) throw notFound('Menu item not found');
    return { ...toMenuDish(row), _id: row.id, restaurantId: row.restaurantId };
  };

  app.put(
    '/menu-items/:id',
    {
      schema: {
        tags: ['restaurants'],
        summary:
          "Edit a dish: name, price, category, description, Hindi name and description, image, popular, spicy, featured, available, today's plates left (portionsLeft, lowAt, usualBatch, portionsReset)",
        security: bearer,
        params: IdParams,
        body: MenuItemBody,
        response: { 200: Ok(AdminDish), ...adminErrors(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      answer(id);
      const b = request.body ?? {};
      if (b.name !== undefined && looksBlank(b.name))
        throw badRequest('Menu item name is required', { name: 'Menu item name is required' });
      const changes: MenuItemChanges = {};
      if (b.name !== undefined) changes.name = b.name.trim();
      if (b.price !== undefined) changes.pricePaise = toPaise(b.price);
      if (b.category !== undefined) changes.category = b.category;
      if (b.description !== undefined) changes.description = b.description.trim();
      if (b.nameHi !== undefined) changes.nameHi = textOrNull(b.nameHi);
      if (b.descriptionHi !== undefined) changes.descriptionHi = textOrNull(b.descriptionHi);
      // The answer shows uploads under /uploads/; sent back as read, it is stored as the file name again.
      if (b.image !== undefined) changes.image = b.image ? b.image.replace(/^\/uploads\//, '') || null : null;
      if (b.popular !== undefined) changes.popular = b.popular;
      if (b.spicy !== undefined) changes.spicy = b.spicy;
      if (b.featured !== undefined) changes.featured = b.featured;
      if (b.available !== undefined) changes.available = b.available;
      updateMenuItem(app.database, id, changes);
      const { portionsLeft, lowAt, usualBatch, portionsReset } = b;
      if ([portionsLeft, lowAt, usualBatch, portionsReset].some((value) => value !== undefined))
        setDishPortions(app.database, id, { portionsLeft, lowAt, usualBatch, portionsReset }, Date.now());
      return ok(answer(id), 'Menu item updated successfully.');
    },
  );

  // A photo taken on the phone or picked on the PC: stored under the data directory's uploads,
  // served as a static file (/uploads/…); the dish's earlier upload goes (a site path stays).
  await app.register(async (upload: typeof app) => {
    await upload.register(multipart);
    upload.post(
      '/menu-items/:id/image',
      {
        schema: {
          tags: ['restaurants'],
          summary:
            'Upload a dish\'s photo (multipart/form-data, field "image": PNG, JPEG or WebP, 8 MB at most; stored as WebP within 800×800)',
          security: bearer,
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: Ok(AdminDish), ...adminErrors(404, 413, 415) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const before = findDish(app.database, id);
        if (!before) throw notFound('Menu item not found');
        const { buffer, ext } = await readUploadedImage(request);
        const fileName = `dish-${id}-${randomBytes(6).toString('hex')}.${ext}`;
        await fs.promises.writeFile(path.join(app.uploadsDir, fileName), buffer);
        updateMenuItem(app.database, id, { image: fileName });
        if (before.image && !before.image.startsWith('/'))
          await fs.promises.rm(path.join(app.uploadsDir, path.basename(before.image)), { force: true });
        return ok(answer(id), 'Photo uploaded.');
      },
    );
  });
};
