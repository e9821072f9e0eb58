import type { BlogAuthor } from '../types'

export const priyaRaman: BlogAuthor = {
  name: 'Priya Raman',
  avatar: '/images/avatars/priya-raman.webp',
  bio: 'Head of Engineering. Priya has spent fifteen years building web platforms and SaaS products, and leads our architecture and performance practice.',
}

export const danielOkafor: BlogAuthor = {
  name: 'Daniel Okafor',
  avatar: '/images/avatars/daniel-okafor.webp',
  bio: 'Lead AI Engineer. Daniel designs voice agents and automation systems, and writes about putting machine learning into production.',
}

export const sofiaMarquez: BlogAuthor = {
  name: 'Sofia Marquez',
  avatar: '/images/avatars/sofia-marquez.webp',
  bio: 'Mobile Practice Lead. Sofia has shipped more than forty iOS and Android apps, native and cross-platform, for startups and global brands.',
}

export const ethanClarke: BlogAuthor = {
  name: 'Ethan Clarke',
  avatar: '/images/avatars/ethan-clarke.webp',
  bio: 'Head of Product Strategy. Ethan helps clients turn business goals into product roadmaps and measures what each release delivers.',
}
