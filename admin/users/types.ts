/** A managed user as GET /api/admin/users answers it (docs/api.md). */
export interface User {
  id: number;
  _id?: number;
  name: string;
  email: string;
  phone?: string;
  role: 'vendor' | 'delivery';
  createdAt?: string;
}
