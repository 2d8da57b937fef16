/** French CRM vocabulary: a concept of `en.ts` a line, then French words and phrases meaning it. */
export const fr = `account,societe,entreprise,compte,client
owner,proprietaire,responsable,commercial
parent,maison mere
requester,demandeur
name,nom de,nom du,raison sociale
firstname,prenom
lastname,^nom,nom de famille
jobtitle,poste,fonction
subject,sujet
phone,telephone,numero de telephone
mobile,portable
email,courriel
address,adresse,rue
city,ville
postal,code postal
country,pays
employee,effectif,nombre d employe
revenue,chiffre d affaire
amount,montant
number,numero
industry,secteur
status,statut
stage,etape
priority,priorite
language,langue
salutation,civilite
date,le
expected,prevu,prevue
close,cloture,fermeture
opportunity,affaire,opportunite
due,echeance
renewal,renouvellement
birthdate,date de naissance
optout,desabonne
vat,tva
yes,oui
no,non
high,haute,elevee
medium,moyenne,normale
low,basse,faible
urgent,urgente
male,monsieur
female,madame
won,gagne
loss,perdu
english,anglais
german,allemand`;
