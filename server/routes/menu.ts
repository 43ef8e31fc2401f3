import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getStorefrontMenu } from '../../db/storefront';
import { notFound, ok } from '../envelope';
import { errors, Ok } from '../schemas/common';

const Dish = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  image: Type.Union([Type.String(), Type.Null()]),
  popular: Type.Boolean(),
  spicy: Type.Integer({ minimum: 0, maximum: 3 }),
  featured: Type.Boolean(),
  available: Type.Boolean(),
});
const Menu = Type.Object({
  kitchen: Type.Object({ id: Type.Integer(), name: Type.String(), isOpen: Type.Boolean(), opensAt: Type.String(), closesAt: Type.String() }),
  categories: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  dishes: Type.Array(Dish),
  deliveryAreas: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), deliveryCharge: Type.Number(), minimumOrder: Type.Number() })),
});

/** The storefront kitchen's menu, as the public site shows and sells it. */
export const menuRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/menu', { schema: { tags: ['ordering'], summary: "The storefront kitchen's menu, opening state and delivery areas", response: { 200: Ok(Menu), ...errors(404) } } }, async () => {
    const menu = getStorefrontMenu(app.database, Date.now());
    if (!menu) throw notFound('No kitchen sells on the site yet');
    return ok(menu);
  });
};
